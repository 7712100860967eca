import { unwrap } from "@platform/sdk";
import { applyForPromotion, type PromotionApplication, type PromotionApplicationDraft } from "@platform/sdk/forms";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useApi, useAppServices } from "../../../lib/app-services.tsx";

type Api = ReturnType<typeof useApi>;

const applicationKey = (promotionId: number) => ["activity-apply", "application", promotionId] as const;

/** GET /wps/promotions/apply: where the member's application to one promotion stands. */
const applicationQuery = (api: Api, promotionId: number) =>
  queryOptions({
    queryKey: applicationKey(promotionId),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/promotions/apply", { params: { query: { promotionId } }, signal })),
  });

export function useApplication(promotionId: number) {
  const api = useApi();
  return useQuery(applicationQuery(api, promotionId));
}

/** POST /wps/promotions/apply (multipart); the answer becomes the application shown. */
export function useApply(): (draft: PromotionApplicationDraft) => Promise<PromotionApplication> {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (draft) => {
      const application = await applyForPromotion(client, draft);
      queryClient.setQueryData(applicationKey(draft.promotionId), application);
      return application;
    },
    [client, queryClient],
  );
}
