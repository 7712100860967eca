import type { PlatformClient } from "../client.ts";
import { unwrapVoid } from "../unwrap.ts";
import { FORM_CONTENT_TYPE, formBody } from "./form-body.ts";

/** POST /wps/message/read, form-encoded: the ids joined by commas. Resolves once stored. */
export function markMessagesRead(client: PlatformClient, messageIds: readonly number[]): Promise<void> {
  return unwrapVoid(
    client.api.POST("/wps/message/read", {
      body: { messageIds: messageIds.join(",") },
      bodySerializer: formBody,
      headers: { "Content-Type": FORM_CONTENT_TYPE },
    }),
  );
}
