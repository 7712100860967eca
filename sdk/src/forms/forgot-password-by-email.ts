import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { unwrapVoid } from "../unwrap.ts";
import { FORM_CONTENT_TYPE, formBody } from "./form-body.ts";

export type ForgotPasswordPayload = components["schemas"]["ForgotPasswordPayload"];

/**
 * POST /wps/member/password/email, form-encoded. Both values are trimmed
 * before sending (spec §5). Resolves when the email is sent; an unknown user
 * or a wrong email rejects with a PlatformError of kind `api`.
 */
export function forgotPasswordByEmail(client: PlatformClient, payload: ForgotPasswordPayload): Promise<void> {
  const body = { username: payload.username.trim(), email: payload.email.trim() };
  return unwrapVoid(
    client.api.POST("/wps/member/password/email", {
      body,
      bodySerializer: formBody,
      headers: { "Content-Type": FORM_CONTENT_TYPE },
    }),
  );
}
