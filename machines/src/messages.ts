// Machines put message KEYS in context, never texts: the app translates them.
// A failed call goes in as its Failure, which the app translates too.
import { readFailure, type Failure } from "./failure.ts";

/** Every message key a machine can put in context; the app's i18n must define each. */
export const MESSAGE_KEYS = [
  // spec §5: login username rule (required and pattern share the key)
  "reg_pattern_4",
  // spec §5: registration confirmPassword mismatch ('Two passwords do not match')
  "in_confirmation_correct",
  "enter_password",
  "password_format_incorrect",
  // A login or old password longer than the rule allows
  "password_too_long",
  // spec §5, §8: change password ('Confirmation password does not match')
  "confirmation_mismatch",
  // spec §5, §8: 'New and old password cannot be the same'
  "new_old_same",
  // spec §5, §8: 'mobile number error' (with min length)
  "mobile_number_error",
  "enter_verification_code",
  "verification_code_error",
  // spec §8 dictionary 'enter captcha'
  "enter_captcha",
  "captcha_error",
  "enter_email",
  // spec §5, §8: 'email incorrect'
  "email_incorrect",
  // spec §8: 'invitation code error'
  "invitation_code_error",
  "field_required",
  "field_format_incorrect",
  "birthday_out_of_range",
  // spec §4: 'has been sent' after a forgot-password email
  "email_sent",
  // spec §8: 'registered successfully, about to log in'
  "registered_successfully",
  // spec §2, §4: shown during the 1 s before change password returns home
  "password_changed",
  // Forgot password by phone set the new password (said on home, or on /m/login when the automatic login did not happen)
  "password_set",
  // A downline's rebate outside 0 to the agent's own (min and max substituted)
  "rebate_out_of_range",
  // A tier's salary offered to a downline, from 0 to the agent's own (min and max substituted)
  "value_out_of_range",
  // Deposit and withdraw amounts (limits from the server, 2 decimals)
  "enter_amount",
  "amount_format",
  "amount_below_min",
  "amount_above_max",
  "amount_above_balance",
  // Bank card and withdrawal password
  "select_bank",
  "card_number_error",
  "enter_account_name",
  "enter_branch",
  "payment_password_format",
  "payment_password_mismatch",
  "enter_payee_name",
  // spec §5 "Upload" and §8 'image upload limits': each names the file it refuses
  "image_type_invalid",
  "image_too_large",
  "images_too_many",
  "remark_too_long",
  // spec §5: feedback's text between two configurable bounds
  "feedback_length",
  "choose_one",
  // The bot check did not pass, or the member closed it
  "bot_check_failed",
  "bot_check_cancelled",
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * What a view shows: a key to translate (with min/max to substitute), a text
 * the server's own rule table supplied (shown as sent), or a failed call to
 * put in words.
 */
export type Message =
  | { readonly key: MessageKey; readonly params?: MessageParams }
  | { readonly text: string }
  | { readonly failure: Failure };

export function keyMessage(key: MessageKey, params?: MessageParams): Message {
  return params === undefined ? { key } : { key, params };
}

/** The message for whatever an actor rejected with. */
export function failureMessage(error: unknown): Message {
  return { failure: readFailure(error) };
}
