import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type RegistrationPayload = components["schemas"]["RegistrationPayload"];
export type RegistrationResult = components["schemas"]["RegistrationResult"];
export type RegistrationMethod = "username" | "mobile";

/** What each method needs beyond the common payload (the operations' `contentSchema`). */
export type RegistrationPayloadFor<M extends RegistrationMethod> = M extends "username"
  ? RegistrationPayload & { username: string; password: string; confirmPassword: string }
  : RegistrationPayload & { mobileNum: string; countryDialingCode: string };

// Real clients name the feature switch they use (reference §3.1).
const MODULE_ID: Record<RegistrationMethod, string> = { username: "REG3", mobile: "MOBILENUMREG3" };

/**
 * PUT /wps/member/register (`username`) or /wps/member/register/mobile
 * (`mobile`) with the payload encrypted. With `login: true` in the payload
 * the result carries a session. A refusal rejects with a PlatformError of
 * kind `api` (`captchaRequired` when the captcha must be shown or refreshed).
 */
export function register<M extends RegistrationMethod>(
  client: PlatformClient,
  payload: RegistrationPayloadFor<M>,
  method: M,
): Promise<RegistrationResult> {
  const headers = { ModuleId: MODULE_ID[method] };
  return sendEncrypted(client, payload, (encrypted) =>
    method === "username"
      ? client.api.PUT("/wps/member/register", { params: { header: { ...encrypted.headers, ...headers } }, body: encrypted.body })
      : client.api.PUT("/wps/member/register/mobile", { params: { header: encrypted.headers }, headers, body: encrypted.body }),
  );
}
