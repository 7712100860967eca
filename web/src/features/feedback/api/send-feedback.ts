import { sendFeedback as postFeedback, type FeedbackDraft } from "@platform/sdk/forms";
import { defineMutation } from "../../../lib/api-query.ts";

/** POST /wps/feedback (multipart): the checked text and the held images. */
export const sendFeedback = defineMutation("sendFeedback", { run: ({ client }, draft: FeedbackDraft) => postFeedback(client, draft) });
