import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type ChangePasswordPayload = components["schemas"]["ChangePasswordPayload"];

/** POST /wps/member/password (needs the session) with the payload encrypted. Resolves when the password is changed. */
export function changePassword(client: PlatformClient, payload: ChangePasswordPayload): Promise<boolean | null> {
  return sendEncrypted(client, payload, ({ headers, body }) => client.api.POST("/wps/member/password", { params: { header: headers }, body }));
}
