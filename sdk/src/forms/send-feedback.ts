import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { unwrap } from "../unwrap.ts";
import { multipartBody } from "./multipart-body.ts";

export type FeedbackForm = components["schemas"]["FeedbackForm"];
export type FeedbackReceipt = components["schemas"]["FeedbackReceipt"];
/** The feedback form as the screen holds it: the images are the files the member picked. */
export type FeedbackDraft = Omit<FeedbackForm, "images"> & { images?: readonly Blob[] };

/**
 * POST /wps/feedback, multipart: category, text and one `images` part per
 * image. The caller checks the rules first (GET /wps/feedback/setting and
 * spec §5); a refusal rejects with a PlatformError of kind `api`.
 */
export function sendFeedback(client: PlatformClient, draft: FeedbackDraft): Promise<FeedbackReceipt> {
  const { images = [], ...fields } = draft;
  return unwrap(client.api.POST("/wps/feedback", { body: fields, bodySerializer: (typed) => multipartBody({ ...typed, images }) }));
}
