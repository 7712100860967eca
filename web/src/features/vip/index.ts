// The VIP programme's public API for other features (the VIP club page and the member's benefits).
export { levelAfterMonth, levelForTurnover, progressToNext, TOP_VIP_LEVEL, VIP_LEVELS, vipLevel, type VipLevel } from "./vip-levels.ts";
