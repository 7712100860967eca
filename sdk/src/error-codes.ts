// The `errorCode` values the platform is known to send: every code the
// contract lists for its operations (`x-error-codes`, generated into
// generated/error-codes.ts with the SDK's types, so the unions follow the
// contract) and the ones real clients have met (shared reference §1.3).
// Per operation, `ErrorCodeOf<"changePassword">` is the closed union the
// contract lists (open, with any other string, only where the contract says
// so); an error whose operation is not known is an `ErrorCode`: a known code
// or any other string, the known ones offered by the editor. Types only.
import type { ContractErrorCode, OperationErrorCodes } from "./generated/error-codes.ts";
import type { OperationId } from "./generated/operations.ts";

/** Seen in real clients (reference §1.3), beyond the contract's examples. */
type ObservedErrorCode =
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

/**
 * The codes operation `Op` answers a refusal with (its `x-error-codes`): a closed
 * union, so a misspelt code does not compile, unless the contract marks the list
 * open. For several operations, the union of theirs; for any operation at all
 * (`OperationId`), `ErrorCode`.
 */
export type ErrorCodeOf<Op extends OperationId> = OperationId extends Op ? ErrorCode : OperationErrorCodes[Op];
