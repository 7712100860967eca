import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type SetPasswordByPhonePayload = components["schemas"]["SetPasswordByPhonePayload"];

/**
 * POST /wps/member/password/verification with the payload encrypted (forgot
 * password by phone, no session). Resolves with nothing once the password is
 * set (log in with it next); a refusal rejects with a PlatformError whose
 * `errorCode` tells the form which field to clear (spec §8: `modify.new.old.same`).
 */
export async function setPasswordByPhone(client: PlatformClient, payload: SetPasswordByPhonePayload): Promise<void> {
  await sendEncrypted(client, payload, ({ headers, body }) =>
    client.api.POST("/wps/member/password/verification", { params: { header: headers }, body }),
  );
}
