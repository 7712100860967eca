// What a lottery row of the member's game record opens (GR chunk Nph3 and FuOm): the bet's
// detail from the lottery gateway, or, for a chase, the chase and its periods.
import { defineQuery } from "../../../lib/api-query.ts";

/** GET /lgw/orders/detail/{orderDetailId}: one bet as the order detail shows it. */
export const lotteryOrderDetail = defineQuery("getLotteryOrderDetail", {
  scope: "member",
  call: (api, orderDetailId: number, signal) => api.GET("/lgw/orders/detail/{orderDetailId}", { params: { path: { orderDetailId } }, signal }),
});

/** GET /lgw/orders/{orderMasterId}: a chase order and each period it chased. */
export const lotteryChaseDetail = defineQuery("getLotteryChaseDetail", {
  scope: "member",
  call: (api, orderMasterId: number, signal) => api.GET("/lgw/orders/{orderMasterId}", { params: { path: { orderMasterId } }, signal }),
});
