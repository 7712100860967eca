// The VIP programme's public API for other features (the VIP club page and the member's benefits).
export { progressToNext, VIP_LEVELS, vipLevel } from "./vip-levels.ts";
