// Public surface of @platform/machines: the flows, the rules they check, the
// timings they wait, and the message keys they put in context.
export { changeField, failureAssignment, loggedInEffects, recheckFields } from "./accountForm.ts";
export type { FieldCheck, FieldErrors, FieldValues, FormContext, FormEvent, LoggedInEffect } from "./accountForm.ts";
export { formMachine, validateForm } from "./form.machine.ts";
export type { FormInput, FormMachineContext, FormRules } from "./form.machine.ts";

export { captchaMachine } from "./captcha.machine.ts";
export type { CaptchaContext, CaptchaEvent } from "./captcha.machine.ts";

export { smsCountdownMachine } from "./smsCountdown.machine.ts";
export type { SmsCodeRequest, SmsCodeSent, SmsCountdownContext, SmsCountdownEvent } from "./smsCountdown.machine.ts";

export { loginMachine, validateLogin } from "./login.machine.ts";
export type {
  LoginContext,
  LoginEvent,
  LoginField,
  LoginFieldErrors,
  LoginInput,
  LoginMethod,
  LoginValues,
  RememberedLogin,
} from "./login.machine.ts";
export { buildLoginPayload } from "./loginPayload.ts";

export { forgotPasswordMachine, NEW_EQUALS_OLD_CODE, phoneSubmitDisabled, validateForgotPassword } from "./forgotPassword.machine.ts";
export type {
  EmailRecoveryRequest,
  ForgotPasswordContext,
  ForgotPasswordEvent,
  ForgotPasswordField,
  ForgotPasswordFieldErrors,
  ForgotPasswordInput,
  ForgotPasswordValues,
  PhonePasswordReset,
  RecoveryMethod,
} from "./forgotPassword.machine.ts";

export { changePasswordMachine, validateChangePassword } from "./changePassword.machine.ts";
export type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordField,
  ChangePasswordFieldErrors,
  ChangePasswordInput,
  ChangePasswordValues,
  PasswordChange,
} from "./changePassword.machine.ts";

export { formOf, registerDisabled, registrationMachine } from "./registration.machine.ts";
export type { RegisterCall } from "./registration.machine.ts";
export type { RegistrationContext, RegistrationEvent, RegistrationInput } from "./registration.machine.ts";
export {
  affiliateFieldShown,
  buildRegistrationRequest,
  checkRegistrationField,
  registrationFields,
  validateRegistration,
} from "./registrationForm.ts";
export type {
  LinkAffiliateStatus,
  RegistrationFieldErrors,
  RegistrationFormField,
  RegistrationFormState,
  RegistrationMethod,
  RegistrationRequest,
  RegistrationValues,
} from "./registrationForm.ts";

export { GAME_LIST_TABS, GAME_PAGE_SIZE, gameListMachine } from "./gameList.machine.ts";
export type {
  FavouriteRequest,
  GameDataType,
  GameFilters,
  GameListContext,
  GameListEmitted,
  GameListEvent,
  GameListInput,
  GameListTab,
  GamePage,
  GamePageRequest,
  GameSummary,
} from "./gameList.machine.ts";
export { GAME_TYPES, menuCategoryOf, normalizeGameType } from "./gameCategory.ts";
export type { GameType } from "./gameCategory.ts";

export * from "./timings.ts";
export { failureMessage, keyMessage, MESSAGE_KEYS } from "./messages.ts";
export type { Message, MessageKey, MessageParams } from "./messages.ts";
export { readFailure } from "./failure.ts";
export type { Failure, FailureKind } from "./failure.ts";
export { routeAfterLogin, sessionFromLogin } from "./session.ts";
export type { Route, SessionInfo } from "./session.ts";

export { checkField, formatOnly } from "./rules/fieldRule.ts";
export type { FieldRule } from "./rules/fieldRule.ts";
// Every account rule is public: the web forms check with the same rules.
export * from "./rules/account.rules.ts";
export { birthdayBounds, checkBirthday } from "./rules/birthday.ts";
export { checkBoundedField, checkServerField, compileServerPattern, REGISTRATION_FIELDS, withRowBounds } from "./rules/registrationTable.ts";
export type { RegistrationField, RegistrationFieldTable, ServerFieldRule } from "./rules/registrationTable.ts";
export { checkSmsSend } from "./rules/smsSend.ts";
export type { SmsSendFields } from "./rules/smsSend.ts";

export { moneyCallMachine, moneyVerdict, samePayload } from "./moneyCall.machine.ts";
export type { MoneyCallContext, MoneyCallEvent, MoneyCallInput, MoneyVerdict, Reconciled, ReconcileInput, SendInput } from "./moneyCall.machine.ts";

export { swUpdateMachine } from "./swUpdate.machine.ts";
export type { SwUpdateEvent } from "./swUpdate.machine.ts";
export {
  accountNameRule,
  AMOUNT_PATTERN,
  amountRule,
  bankCardRules,
  branchRule,
  cardNumberRule,
  checkAmount,
  choiceRule,
  payeeNameRule,
  paymentPasswordConfirmRule,
  paymentPasswordRule,
} from "./rules/wallet.rules.ts";
export type { AmountLimits, CardBankRules } from "./rules/wallet.rules.ts";
export {
  admitImages,
  checkImage,
  checkImages,
  choiceRule as chooseOneRule,
  DEFAULT_UPLOAD_LIMITS,
  feedbackContentRule,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_REMARK_LENGTH,
  MAX_UPLOAD_IMAGES,
  remarkRule,
} from "./rules/upload.ts";
export type { AdmittedImages, PickedImage, UploadLimits } from "./rules/upload.ts";
export { birthdayRule } from "./rules/birthday.ts";
export { ruleFromServer } from "./rules/serverRule.ts";
export type { ServerRuleRow } from "./rules/serverRule.ts";
export { asksForBotCheck, botCheckMachine, isCancellation } from "./botCheck.machine.ts";
export type { BotCheckOutcome, BotCheckProduct, ChallengeResult } from "./botCheck.machine.ts";
export { autoLoginMachine } from "./autoLogin.machine.ts";
export type { AutoLoginOutcome } from "./autoLogin.machine.ts";
export { firebaseSmsMachine } from "./firebaseSms.machine.ts";
export type { FirebaseCodeCheck, FirebaseSmsOutcome } from "./firebaseSms.machine.ts";
