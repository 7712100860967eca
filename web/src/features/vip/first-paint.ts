// The VIP programme's light public surface for start-up (index.ts re-exports the card and its
// styles): the queries the member centre asks for before its screen's code is in.
export { vipBenefits } from "./api/get-vip-benefits.ts";
export { vipLevels } from "./api/get-vip-levels.ts";
export { vipProgress } from "./api/get-vip-progress.ts";
