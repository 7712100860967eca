import type { SmsCodeSent } from "@platform/machines";
import { unwrap } from "@platform/sdk";
import type { Api } from "../../../lib/app-services.tsx";

/** The SMS operation of a withdrawal (the member centre's MKJQ: withdraw 9). */
const WITHDRAW_OPERATION = 9;

/**
 * POST /wps/v2/verification/sms/send-verified: a code for this withdrawal to the phone on the member's account
 * (the number itself is not sent, only the account's dialing code). An expiry already past counts the default 60 s.
 */
export async function sendWithdrawSmsCode(api: Api, countryDialingCode: string | null | undefined): Promise<SmsCodeSent> {
  const value = await unwrap(api.POST("/wps/v2/verification/sms/send-verified", { body: { countryDialingCode: countryDialingCode ?? null, mobileNum: "", operationType: WITHDRAW_OPERATION } }));
  return { expirationTime: value.expirationTime > Date.now() ? value.expirationTime : null };
}
