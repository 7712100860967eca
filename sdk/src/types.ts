// @platform/sdk/types: the contract's types and the SDK's own data types,
// with no runtime and no DOM types, for code that only describes data (the
// machines package reads its SDK types from here).
export type { paths, components, operations } from "./generated/platform-api.ts";
export type { LoginPayload, UsernameLogin, SmsLogin, FirebaseLogin, FirebaseSocialLogin } from "./login-payload.ts";
export type { ErrorCode, ErrorCodeOf, KnownErrorCode } from "./error-codes.ts";
export type { OperationErrorCodes } from "./generated/error-codes.ts";
