import type { components } from "@platform/sdk/types";
import { defineMutation } from "../../../lib/api-query.ts";

type FeedbackSubmission = components["schemas"]["FeedbackSubmission"];

/** PUT /wps/feedback (JSON, MC /iZ1 submitFeedback): the checked text. */
export const sendFeedback = defineMutation("sendFeedback", {
  call: (api, body: FeedbackSubmission) => api.PUT("/wps/feedback", { body }),
});
