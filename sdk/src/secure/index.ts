// @platform/sdk/secure: the encrypted calls (reference §2). A separate entry
// so node-forge is loaded only by the screens that need it.
export { login } from "./login.ts";
export type { LoginPayload, UsernameLogin, SmsLogin, FirebaseLogin, FirebaseSocialLogin, LoginResult } from "./login.ts";
export { register } from "./register.ts";
export type { RegistrationPayload, RegistrationPayloadFor, RegistrationResult, RegistrationMethod } from "./register.ts";
export { changePassword } from "./change-password.ts";
export type { ChangePasswordPayload } from "./change-password.ts";
export { setPasswordByPhone } from "./set-password-by-phone.ts";
export type { SetPasswordByPhonePayload } from "./set-password-by-phone.ts";
export { withdraw } from "./withdraw.ts";
export type { WithdrawPayload, WithdrawResult } from "./withdraw.ts";
export { addBankCard } from "./add-bank-card.ts";
export type { BankCardPayload, BankCard } from "./add-bank-card.ts";
export { setPaymentPassword } from "./set-payment-password.ts";
export type { PaymentPasswordPayload } from "./set-payment-password.ts";
export { redeemPointReward, convertPoints } from "./points.ts";
export type { PointRedeemPayload, PointRedeemResult, PointConvertPayload, PointConvertResult } from "./points.ts";
export { openDownlineAccount } from "./open-downline-account.ts";
export type { DownlinePayload, DownlineCreated } from "./open-downline-account.ts";
export { transferToDownlines } from "./transfer-to-downlines.ts";
export type { DownlineTransferPayload, DownlineTransferResult } from "./transfer-to-downlines.ts";
export { encryptPayload, encryptWithKey, normalizeModulus } from "./encrypt-payload.ts";
export type { EncryptedRequest } from "./encrypt-payload.ts";
export { drawKey, cryptoRandom, KEY_ALPHABET, KEY_LENGTH } from "./random-key.ts";
export type { RandomSource } from "./random-key.ts";
export { getRsaModulus, forgetRsaModulus } from "./rsa-key-cache.ts";
export { sendEncrypted } from "./encrypted-call.ts";
export { moneyCall } from "./call-options.ts";
export type { MoneyCallOptions, RetryOptions, RetryOn } from "./call-options.ts";
export { newIdempotencyKey, IdempotencyKeyError, IDEMPOTENCY_KEY_PATTERN } from "../idempotency-key.ts";
// The form-encoded and multipart calls need no node-forge; they live in
// @platform/sdk/forms and are repeated here for the screens that import their
// calls from one place.
export * from "../forms/index.ts";
