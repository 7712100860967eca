import type { components } from "@platform/sdk/types";
import { defineMutation, defineQuery } from "../../../lib/api-query.ts";

export type RealNameVerification = components["schemas"]["RealNameVerification"];
export type RealNameSubmission = components["schemas"]["RealNameSubmission"];

/** GET /wps/member/realName: the state, the masked values and the two fields' rules. */
export const realName = defineQuery("getRealNameVerification", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/member/realName", { signal }),
});

/** POST /wps/member/realName; the answer (now PENDING) becomes the state shown, keeping the rules. */
export const submitRealName = defineMutation("submitRealNameVerification", {
  call: (api, submission: RealNameSubmission) => api.POST("/wps/member/realName", { body: submission }),
  onSuccess: ({ queryClient, account }, answer) =>
    queryClient.setQueryData<RealNameVerification>(realName.key(undefined, account), (before) => ({ ...before, ...answer, rules: answer.rules ?? before?.rules })),
});
