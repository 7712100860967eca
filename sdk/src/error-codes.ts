// The `errorCode` values the platform is known to send: every code of the
// contract's examples (generated/error-codes.ts, regenerated with the SDK's
// types, so the union grows with the contract) and the ones real clients have
// met (shared reference §1.3). A server may send others, so
// PlatformError.errorCode is an `ErrorCode`: a known code, or any other
// string, with the known ones offered by the editor. Types only.
import type { ContractErrorCode } from "./generated/error-codes.ts";

/** Seen in real clients (reference §1.3), beyond the contract's examples. */
export type ObservedErrorCode =
  | "login.not.session"
  | "token_ip_different"
  | "user.or.token.invalid"
  | "CUSTOMER_NOT_LOGIN"
  | "login.cred.err"
  | "not.exists.user"
  | "login_blocked_by_self_exclusion"
  | "login_verify_required"
  | "bind_customer_required"
  | "domain_not_available"
  | "function.not.available"
  | "merchant.acct.setup.err"
  | "request_param_err"
  | "request_body_required"
  | "TOO_MANY_REQUEST"
  | "TOO_MANY_REQUESTS";

export type KnownErrorCode = ContractErrorCode | ObservedErrorCode;

/** A known code, or any other string the server sends (`string & {}` keeps the known ones in completion). */
export type ErrorCode = KnownErrorCode | (string & {});
