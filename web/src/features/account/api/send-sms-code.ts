import type { SmsCodeRequest, SmsCodeSent } from "@platform/machines";
import { unwrap } from "@platform/sdk";
import type { Api } from "../../../lib/app-services.tsx";

/**
 * An expiry already past when the answer arrives means the server's clock and
 * ours disagree: count the default 60 s instead of not counting at all.
 */
export function sentUntil(expirationTime: number | null | undefined, now = Date.now()): SmsCodeSent {
  return { expirationTime: typeof expirationTime === "number" && expirationTime > now ? expirationTime : null };
}

/** POST /wps/verification/sms/noLogin: SMS login and setting a password by phone. */
export async function sendSmsCode(api: Api, request: SmsCodeRequest): Promise<SmsCodeSent> {
  const value = await unwrap(api.POST("/wps/verification/sms/noLogin", { body: { mobileNum: request.mobileNum, countryDialingCode: request.countryDialingCode } }));
  return sentUntil(value?.expirationTime);
}

/** POST /wps/verification/sms/register: the registration form's code (the body names the number `mobileNo`). */
export async function sendRegistrationSmsCode(api: Api, request: SmsCodeRequest): Promise<SmsCodeSent> {
  const value = await unwrap(api.POST("/wps/verification/sms/register", { body: { mobileNo: request.mobileNum, countryDialingCode: request.countryDialingCode } }));
  return sentUntil(value?.expirationTime);
}
