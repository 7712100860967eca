import type { LoginPayload } from "./sdkTypes.ts";

export type LoginMethod = "username" | "sms";

export interface LoginValues {
  readonly username: string;
  readonly password: string;
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
  readonly captcha: string;
}

export interface LoginPayloadParts {
  readonly method: LoginMethod;
  readonly values: LoginValues;
  readonly captchaShown: boolean;
  /** Set when Firebase checked the SMS code first (spec §4): the login then carries its token. */
  readonly firebaseIdToken?: string;
}

/** The plaintext login body (spec §3 "Login payload"); the SDK encrypts it. */
export function buildLoginPayload({ method, values, captchaShown, firebaseIdToken }: LoginPayloadParts): LoginPayload {
  const captcha = captchaShown ? { captcha: values.captcha } : {};
  if (method === "username") {
    return { type: "username", username: values.username, password: values.password, ...captcha };
  }
  if (firebaseIdToken !== undefined) {
    return {
      type: "firebase",
      firebaseChannel: "sms",
      firebaseIdToken,
      firebaseMobileNo: `+${values.countryDialingCode}${values.mobileNum}`,
      mobileNum: values.mobileNum,
      countryDialingCode: values.countryDialingCode,
      ...captcha,
    };
  }
  return {
    type: "sms",
    mobileNum: values.mobileNum,
    countryDialingCode: values.countryDialingCode,
    verificationCode: values.verificationCode,
    ...captcha,
  };
}
