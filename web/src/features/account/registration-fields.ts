import type { RegistrationFormField, RegistrationFormState } from "@platform/machines";

/**
 * spec §5: required fields carry an asterisk. Username (its tab), password,
 * confirmation and SMS code always are; the mobile number when it is the
 * method or must be verified; every other field when the server's row says
 * so (the same cases checkRegistrationField demands a value in).
 */
export function fieldRequired(form: RegistrationFormState, field: RegistrationFormField): boolean {
  switch (field) {
    case "username":
    case "password":
    case "confirmPassword":
    case "verificationCode":
    case "captcha":
      return true;
    case "mobileNum":
      return form.method === "mobile" || form.mobileVerification || form.fieldRules.mobileNum?.required === true;
    case "countryDialingCode":
      return false;
    default:
      return form.fieldRules[field]?.required === true;
  }
}

export type InputKind = "text" | "password" | "digits" | "email" | "date" | "mobile" | "smsCode";

/** How a registration field is typed on a phone. */
export function inputKind(field: RegistrationFormField): InputKind {
  switch (field) {
    case "password":
    case "confirmPassword":
    case "paymentPassword":
      return "password";
    case "mobileNum":
      return "mobile";
    case "verificationCode":
      return "smsCode";
    case "email":
      return "email";
    case "birthday":
      return "date";
    case "qqNum":
    case "whatsapp":
    case "zalo":
    case "recommenderId":
    case "captcha":
      return "digits";
    default:
      return "text";
  }
}
