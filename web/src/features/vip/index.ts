// The VIP programme's public API for other features: the member's progress card and the level table
// (the member centre and the member's benefits show them too).
export { VipProgressCard } from "./components/vip-progress-card.tsx";
export { useVipTable } from "./use-vip-table.ts";
export { vipExample } from "./vip-copy.ts";
