import type { Message } from "../messages.ts";
import { mobileNumRule, smsCodeRule } from "./account.rules.ts";
import { checkField, formatOnly } from "./fieldRule.ts";

export interface SmsSendFields {
  readonly mobileNum: string;
  /** Given only where the code field must also be checked first (see below). */
  readonly verificationCode?: string;
}

/**
 * spec §5: getting an SMS code needs a valid mobile number first, and on the
 * registration username tab with phone verification on, the SMS code field as
 * well. That code is not typed yet, so only its format counts there.
 * Returns the errors to show; empty means the code may be sent.
 */
export function checkSmsSend(fields: SmsSendFields): { mobileNum?: Message; verificationCode?: Message } {
  const mobileNum = checkField(mobileNumRule, fields.mobileNum);
  const verificationCode =
    fields.verificationCode === undefined ? undefined : checkField(formatOnly(smsCodeRule), fields.verificationCode);
  return {
    ...(mobileNum === undefined ? {} : { mobileNum }),
    ...(verificationCode === undefined ? {} : { verificationCode }),
  };
}
