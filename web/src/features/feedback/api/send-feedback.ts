import { sendFeedback, type FeedbackDraft, type FeedbackReceipt } from "@platform/sdk/forms";
import { useCallback } from "react";
import { useAppServices } from "../../../lib/app-services.tsx";

/** POST /wps/feedback (multipart): the checked text and the held images. */
export function useSendFeedback(): (draft: FeedbackDraft) => Promise<FeedbackReceipt> {
  const { client } = useAppServices();
  return useCallback((draft) => sendFeedback(client, draft), [client]);
}
