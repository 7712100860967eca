// Finding an unconfirmed intent in the records the contract already has
// (transactions, point redemptions): by its request id when the backend
// keeps it (`requestId`, the Idempotency-Key), else by what it was (type,
// amount) among the records made since it was sent. A record says when by
// `txTimeInTimestamp` (ms, ODSFE2_MemTransDet) or `createdTime` (ISO).
import { defineQuery } from "../api-query.ts";

/** Clocks of phone and server may differ: records from this long before the send still count. */
const RECORD_CLOCK_SKEW_MS = 2 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

export interface RecordMatch {
  readonly requestId: string;
  /** When the intent was first sent (ms since the epoch). */
  readonly startedAt: number;
}

interface Recorded {
  readonly createdTime?: string;
  readonly txTimeInTimestamp?: number;
  readonly requestId?: string | null;
}

/** When a record was made (ms; NaN when it does not say). */
const madeAt = (record: Recorded) => record.txTimeInTimestamp ?? (record.createdTime === undefined ? Number.NaN : Date.parse(record.createdTime));

/**
 * The record of the intent, newest first: the one carrying its request id;
 * failing that, when the backend keeps no ids, the newest that `isIt` and was
 * made since the intent was sent.
 */
export function findRecord<T extends Recorded>(records: readonly T[], match: RecordMatch, isIt: (record: T) => boolean): T | undefined {
  const byId = records.find((record) => record.requestId === match.requestId);
  if (byId) return byId;
  // A backend that keeps ids would have shown this one's: another record with an id is another intent.
  return records.find((record) => (record.requestId ?? null) === null && isIt(record) && madeAt(record) >= match.startedAt - RECORD_CLOCK_SKEW_MS);
}

/** The times to ask the records for (ms): from a day before the send (clocks) to a day after now. */
function recordsWindow(startedAt: number, now = Date.now()): { startTime: number; endTime: number } {
  return { startTime: startedAt - DAY_MS, endTime: now + DAY_MS };
}

/** Money as the records keep it (cents): 100 and 100.004 are not the same amount, 100 and 100.00 are. */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** What an unconfirmed intent's movements are asked by: their kind, whose (the member centre names the member), since when, how many. */
export interface IntentRecordsQuery {
  readonly codeTypes: "withdraw" | "deposit" | "other";
  /** The member's account name; left out when unknown. */
  readonly userName: string | undefined;
  /** When the intent was first sent (ms): the records are asked from a day before it to a day after now (recordsWindow). */
  readonly startedAt: number;
  /** Enough of the newest records to hold the intent's (a team's transfer makes one per downline). */
  readonly size: number;
}

/**
 * GET ODSFE2_MemTransDet as a money call's reconciler reads it (the wallet's withdrawals and deposits, the
 * red-envelope rain's transfers): the newest page of one kind since the intent was sent. A reconciler calls
 * `.fetch()`, which asks the server each time and never answers from the cache; the view keeps its key apart
 * from the transaction record page's (features/agent/api/get-transactions.ts).
 */
export const intentRecords = defineQuery("getTransactions", {
  view: "intent",
  scope: "member",
  call: (api, { codeTypes, userName, startedAt, size }: IntentRecordsQuery, signal) =>
    api.GET("/wps/relay/ODSFE2_MemTransDet", {
      params: { query: { codeTypes, ...(userName ? { subordinateName: userName } : {}), ...recordsWindow(startedAt), page: 1, size } },
      signal,
    }),
  map: (page) => page.list,
});
