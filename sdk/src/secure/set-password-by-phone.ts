import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type SetPasswordByPhonePayload = components["schemas"]["SetPasswordByPhonePayload"];

/**
 * POST /wps/member/password/verification with the payload encrypted (forgot
 * password by phone, no session). A refusal rejects with a PlatformError whose
 * `errorCode` tells the form which field to clear (spec §8: `modify.new.old.same`).
 */
export function setPasswordByPhone(client: PlatformClient, payload: SetPasswordByPhonePayload): Promise<boolean | null> {
  return sendEncrypted(client, payload, ({ headers, body }) =>
    client.api.POST("/wps/member/password/verification", { params: { header: headers }, body }),
  );
}
