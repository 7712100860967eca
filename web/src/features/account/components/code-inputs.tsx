import { captchaRule, mobileNumRule, smsCodeRule, type FieldRule } from "@platform/machines";
import type { ComponentPropsWithRef } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";

type InputProps = ComponentPropsWithRef<"input">;

// The digit inputs every account form shares: their keyboard, autofill hint and
// length come from one place, the length from the machines' rules (spec §5).

/** A field of digits: the numeric keyboard, at most the rule's length. */
function DigitsInput({ rule, ...props }: InputProps & { rule: FieldRule }) {
  return <input className="field__input" inputMode="numeric" maxLength={rule.maxLength} {...props} />;
}

/** A national mobile number (the dialing code is picked beside it). */
export function MobileNumberInput(props: InputProps) {
  const { LL } = useI18nContext();
  return <DigitsInput rule={mobileNumRule} type="tel" autoComplete="tel-national" placeholder={LL.account.placeholders.mobileNum()} {...props} />;
}

/** The code of an SMS (the phone's one-time-code autofill offers it). */
export function SmsCodeInput(props: InputProps) {
  const { LL } = useI18nContext();
  return <DigitsInput rule={smsCodeRule} autoComplete="one-time-code" placeholder={LL.account.placeholders.verificationCode()} {...props} />;
}

/** The digits of the captcha image. */
export function CaptchaInput(props: InputProps) {
  const { LL } = useI18nContext();
  return <DigitsInput rule={captchaRule} autoComplete="off" placeholder={LL.account.placeholders.captcha()} {...props} />;
}
