import { keyMessage, type Message, type MessageKey } from "../messages.ts";
import type { FieldRule } from "./fieldRule.ts";

/** spec §5: letters, digits and underscore, 1 to 20, required (reg_pattern_4). */
export const usernameRule: FieldRule = {
  required: true,
  pattern: /^[A-Za-z0-9_]+$/,
  minLength: 1,
  maxLength: 20,
  requiredMessage: "reg_pattern_4",
  message: "reg_pattern_4",
};

/** A required field of digits only, within `bounds`. */
function digitsRule(bounds: Pick<FieldRule, "minLength" | "maxLength">, requiredMessage: MessageKey, message: MessageKey): FieldRule {
  return { required: true, pattern: /^\d+$/, ...bounds, requiredMessage, message };
}

/**
 * spec §5, §9: digits, at most 20 ('mobile number error' with a min length).
 * The minimum is not shown; 6 admits every national number format in use.
 */
export const mobileNumRule: FieldRule = digitsRule({ minLength: 6, maxLength: 20 }, "mobile_number_error", "mobile_number_error");

/** spec §5, §9: the SMS code has at most 10 digits. */
export const smsCodeRule: FieldRule = digitsRule({ maxLength: 10 }, "enter_verification_code", "verification_code_error");

/** spec §5, §9: the captcha is required when shown, exactly 6 digits. */
export const captchaRule: FieldRule = digitsRule({ minLength: 6, maxLength: 6 }, "enter_captcha", "captcha_error");

/**
 * The longest password a login or an old-password field sends (a
 * 5,000-character paste went to the server). Generous on purpose: passwords
 * made under other rules (registration allows 6-20) must still log in.
 */
export const MAX_LOGIN_PASSWORD_LENGTH = 64;

/** Login and old passwords: required and at most 64 characters; the server judges the rest (spec §5 gives no pattern). */
export const loginPasswordRule: FieldRule = {
  required: true,
  maxLength: MAX_LOGIN_PASSWORD_LENGTH,
  requiredMessage: "enter_password",
  message: "password_too_long",
};

/**
 * New passwords (change, set by phone, registration without a server rule).
 * spec §5 says "exact patterns not shown": 6 to 20 characters without spaces.
 */
export const newPasswordRule: FieldRule = {
  required: true,
  pattern: /^\S+$/,
  minLength: 6,
  maxLength: 20,
  requiredMessage: "enter_password",
  message: "password_format_incorrect",
};

/**
 * spec §5: word characters, optional dotted parts, @, a domain, then one to
 * three suffixes of 2-3 characters.
 */
export const EMAIL_PATTERN = /^\w+(?:\.\w+)*@[\w-]+(?:\.\w{2,3}){1,3}$/;

export const emailRule: FieldRule = {
  required: true,
  pattern: EMAIL_PATTERN,
  requiredMessage: "enter_email",
  message: "email_incorrect",
};

/**
 * A confirmation must be given and equal the password. The key differs by
 * screen: registration uses in_confirmation_correct, change password
 * confirmation_mismatch (spec §5).
 */
export function checkConfirmation(password: string, confirmation: string, mismatch: MessageKey): Message | undefined {
  if (confirmation === "") return keyMessage("enter_password");
  return confirmation === password ? undefined : keyMessage(mismatch);
}
