// The one money-submit path (issue 29): every call that moves money or points.
export { beforeSending, notSent } from "./not-sent.ts";
export { keptIntent, KEPT_INTENT_MAX_AGE_MS } from "./kept-intents.ts";
export { findRecord, recordsSince, sameAmount, RECORD_CLOCK_SKEW_MS, type RecordMatch } from "./records.ts";
export { newRequestId } from "./request-id.ts";
export { secureReady } from "./secure-ready.ts";
export { LOCKED_CODE, NOT_RECEIVED_CODE } from "./codes.ts";
export { useMoneyCall } from "./use-money-call.ts";
export type { MoneyCall, MoneyCallOptions, MoneyPhase, Reconciled } from "./use-money-call.ts";
