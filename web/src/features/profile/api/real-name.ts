import { unwrap } from "@platform/sdk";
import type { components } from "@platform/sdk/types";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useApi } from "../../../lib/app-services.tsx";

type Api = ReturnType<typeof useApi>;
export type RealNameVerification = components["schemas"]["RealNameVerification"];
export type RealNameSubmission = components["schemas"]["RealNameSubmission"];

const realNameKey = ["profile", "real-name"] as const;

/** GET /wps/member/realName: the state, the masked values and the two fields' rules. */
const realNameQuery = (api: Api) =>
  queryOptions({
    queryKey: realNameKey,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/member/realName", { signal })),
  });

export function useRealName() {
  const api = useApi();
  return useQuery(realNameQuery(api));
}

/** POST /wps/member/realName; the answer (now PENDING) becomes the state shown, keeping the rules. */
export function useSubmitRealName(): (submission: RealNameSubmission) => Promise<RealNameVerification> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (submission) => {
      const answer = await unwrap(api.POST("/wps/member/realName", { body: submission }));
      queryClient.setQueryData<RealNameVerification>(realNameKey, (before) => ({ ...before, ...answer, rules: answer.rules ?? before?.rules }));
      return answer;
    },
    [api, queryClient],
  );
}
