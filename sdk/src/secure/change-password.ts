import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type ChangePasswordPayload = components["schemas"]["ChangePasswordPayload"];

/**
 * POST /wps/member/password (needs the session) with the payload encrypted.
 * Resolves with nothing once the server has changed the password (its
 * envelope's value carries no information); a refusal rejects with a
 * PlatformError (`errorCode` e.g. `old.password.err`, `modify.new.old.same`).
 */
export async function changePassword(client: PlatformClient, payload: ChangePasswordPayload): Promise<void> {
  await sendEncrypted(client, payload, ({ headers, body }) => client.api.POST("/wps/member/password", { params: { header: headers }, body }));
}
