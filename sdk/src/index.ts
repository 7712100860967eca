// Public surface of @platform/sdk. Types are generated from the contract
// (src/generated/platform-api.ts, never edited by hand). Encrypted calls live
// in @platform/sdk/secure so node-forge loads only where they are used, and
// the two form-encoded calls in @platform/sdk/forms, so an app that makes
// neither does not carry them.
export type { paths, components, operations } from "./generated/platform-api.ts";
export type { ErrorCode, ErrorCodeOf, KnownErrorCode } from "./error-codes.ts";
export type { OperationErrorCodes } from "./generated/error-codes.ts";
// The operation table with its ids is @platform/sdk/operations (OPERATIONS, operationFor).
export type { OperationId, OperationInfo, OperationAuth } from "./generated/operations.ts";
export { createPlatformClient } from "./client.ts";
export type { PlatformClient } from "./client.ts";
export type { PlatformClientOptions, HeaderSources, DeviceType, AnswerToCheck, ContractViolation, ResponseCheck } from "./client-options.ts";
export { PlatformError, isPlatformError } from "./platform-error.ts";
export type { PlatformErrorKind, PlatformErrorInit } from "./platform-error.ts";
export { unwrap, unwrapVoid } from "./unwrap.ts";
export type { EnvelopeValue, FetchResultLike } from "./unwrap.ts";
export { isEnvelope, UNAUTHORIZED_CODES } from "./envelope.ts";
export type { Envelope } from "./envelope.ts";
export { DEFAULT_TIMEOUT_MS } from "./middleware/platform-middleware.ts";
// The key of a money intent; the money calls themselves and their retry are in @platform/sdk/secure.
export { newIdempotencyKey } from "./idempotency-key.ts";
