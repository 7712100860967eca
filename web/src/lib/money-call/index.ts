// The one money-submit path: every call that moves money or points.
export { beforeSending } from "./not-sent.ts";
export { findRecord, intentRecords, sameAmount, type RecordMatch } from "./records.ts";
export { secureReady } from "./secure-ready.ts";
export { useMoneyCall } from "./use-money-call.ts";
export type { MoneyCall, MoneyCallOptions, MoneyPhase, Reconciled } from "./use-money-call.ts";
