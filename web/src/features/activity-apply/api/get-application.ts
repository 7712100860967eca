import { applyForPromotion } from "@platform/sdk/forms";
import { defineMutation, defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/promotions/apply: where the member's application to one promotion stands. */
export const application = defineQuery("getPromotionApplication", {
  scope: "member",
  call: (api, promotionId: number, signal) => api.GET("/wps/promotions/apply", { params: { query: { promotionId } }, signal }),
});

/** POST /wps/promotions/apply (multipart); the answer becomes the application shown. */
export const apply = defineMutation("applyForPromotion", {
  run: ({ client }, draft: Parameters<typeof applyForPromotion>[1]) => applyForPromotion(client, draft),
  onSuccess: ({ queryClient, account }, answer, draft) => queryClient.setQueryData(application.key(draft.promotionId, account), answer),
});
