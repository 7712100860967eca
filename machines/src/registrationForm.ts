// Which registration fields are on screen and how each is checked (spec §2
// "Registration screen", §5). Pure functions over the machine's context, so
// the view lists fields the same way the machine validates them.
import type { Message } from "./messages.ts";
import {
  captchaRule,
  checkConfirmation,
  mobileNumRule,
  newPasswordRule,
  smsCodeRule,
  usernameRule,
} from "./rules/account.rules.ts";
import { checkBirthday } from "./rules/birthday.ts";
import { checkField, formatOnly } from "./rules/fieldRule.ts";
import { checkBoundedField, checkServerField, REGISTRATION_FIELDS, type RegistrationField, type RegistrationFieldTable } from "./rules/registrationTable.ts";

export type RegistrationMethod = "username" | "mobile";

export type RegistrationFormField = RegistrationField | "countryDialingCode" | "verificationCode" | "captcha";

export type RegistrationValues = Readonly<Record<RegistrationFormField, string>>;

/** Result of checking the link's `code` parameter: none given, being checked, or the server's verdict. */
export type LinkAffiliateStatus = "none" | "checking" | "valid" | "invalid";

export interface RegistrationFormState {
  readonly method: RegistrationMethod;
  readonly fieldRules: RegistrationFieldTable;
  /** REGMOBVERF3: an SMS code is needed. */
  readonly mobileVerification: boolean;
  readonly linkAffiliate: LinkAffiliateStatus;
  readonly values: RegistrationValues;
  readonly captchaShown: boolean;
}

export type RegistrationFieldErrors = Readonly<Partial<Record<RegistrationFormField, Message>>>;

/** spec §4: the affiliate field shows when the table enables it, unless the link brought a valid code. */
export function affiliateFieldShown(form: Pick<RegistrationFormState, "fieldRules" | "linkAffiliate">): boolean {
  return form.fieldRules.affiliateCode?.enabled === true && form.linkAffiliate !== "valid";
}

function mobileRequired(form: RegistrationFormState): boolean {
  return form.method === "mobile" || form.mobileVerification;
}

function shown(form: RegistrationFormState, field: RegistrationField): boolean {
  switch (field) {
    case "username":
      return form.method === "username";
    case "mobileNum":
      return mobileRequired(form) || form.fieldRules.mobileNum?.enabled === true;
    case "password":
    case "confirmPassword":
      return true;
    case "affiliateCode":
      return affiliateFieldShown(form);
    default:
      return form.fieldRules[field]?.enabled === true;
  }
}

/** The fields on screen, in screen order; the first wrong one gets the focus on submit (spec §5). */
export function registrationFields(form: RegistrationFormState): RegistrationFormField[] {
  const fields: RegistrationFormField[] = [];
  for (const field of REGISTRATION_FIELDS) {
    if (!shown(form, field)) continue;
    fields.push(field);
    if (field === "mobileNum" && form.mobileVerification) fields.push("verificationCode");
  }
  if (form.captchaShown) fields.push("captcha");
  return fields;
}

export function checkRegistrationField(form: RegistrationFormState, field: RegistrationFormField): Message | undefined {
  const value = form.values[field];
  switch (field) {
    case "countryDialingCode":
      return undefined;
    case "username":
      return checkBoundedField(value, form.fieldRules.username, usernameRule);
    case "mobileNum":
      return checkBoundedField(value, form.fieldRules.mobileNum, mobileRequired(form) ? mobileNumRule : formatOnly(mobileNumRule));
    case "password":
      // Not bounded like the others: the server's password pattern asks more than the built-in message says.
      return value === "" ? checkField(newPasswordRule, value) : checkServerField(value, form.fieldRules.password, newPasswordRule);
    case "confirmPassword":
      // spec §5: required and equal to the password ('Two passwords do not match').
      return checkConfirmation(form.values.password, value, "in_confirmation_correct");
    case "verificationCode":
      return checkField(smsCodeRule, value);
    case "captcha":
      return checkField(captchaRule, value);
    case "birthday":
      return checkServerField(value, form.fieldRules.birthday) ?? checkBirthday(value, new Date());
    default:
      return checkServerField(value, form.fieldRules[field]);
  }
}

export function validateRegistration(form: RegistrationFormState): RegistrationFieldErrors {
  const errors: Partial<Record<RegistrationFormField, Message>> = {};
  for (const field of registrationFields(form)) {
    const error = checkRegistrationField(form, field);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/**
 * What the `register` actor receives (spec §3 "Registration payload"): the
 * method, `type` 0 and the typed value of every field on screen. The app adds
 * registerUrl, registerMethod, domain and any challenge fields, then encrypts.
 */
export type RegistrationRequest = {
  readonly method: RegistrationMethod;
  readonly type: 0;
  readonly countryDialingCode: string;
} & Readonly<Partial<Record<Exclude<RegistrationFormField, "countryDialingCode">, string>>>;

export function buildRegistrationRequest(form: RegistrationFormState): RegistrationRequest {
  const fields: Partial<Record<RegistrationFormField, string>> = {};
  for (const field of registrationFields(form)) {
    if (form.values[field] !== "") fields[field] = form.values[field];
  }
  // A code the link brought and the server accepted goes along though its field is hidden.
  if (form.linkAffiliate === "valid") fields.affiliateCode = form.values.affiliateCode;
  return { ...fields, method: form.method, type: 0, countryDialingCode: form.values.countryDialingCode };
}
