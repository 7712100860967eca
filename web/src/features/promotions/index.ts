// The promotions feature's public surface. Its screens are reached through the route table
// (app/routes/route-table.ts). Another feature that needs something from here imports it from
// this file, never from a file inside the folder.
// The promotion list and how a promotion is found in it and linked: the apply page names the
// promotion it applies to.
export { promotions } from "./api/get-promotions.ts";
export { findPromotion, promotionDetailPath } from "./promotion-rules.ts";
