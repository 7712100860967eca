import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import type { LoginPayload } from "../login-payload.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type { LoginPayload, UsernameLogin, SmsLogin, FirebaseLogin, FirebaseSocialLogin } from "../login-payload.ts";
export type LoginResult = components["schemas"]["LoginResult"];

/**
 * POST /wps/session/login with the payload encrypted. Resolves to the session
 * (`token` goes back as `Authorization`); a refused login rejects with a
 * PlatformError of kind `api` whose `captchaRequired` says whether the next
 * try needs the captcha (spec §4). The payload's `type` decides which
 * credentials it must carry (`username`: username and password; `sms`:
 * mobileNum and verificationCode; `firebase`: the Firebase token and number).
 */
export function login(client: PlatformClient, payload: LoginPayload): Promise<LoginResult> {
  return sendEncrypted(client, payload, ({ headers, body }) =>
    client.api.POST("/wps/session/login", { params: { header: headers }, body }),
  );
}
