// The member's own records, for reconciliation (issue 29): every money
// movement the sandbox made (GET ODS2_MemberTransaction) and every point
// redemption or conversion (GET MCSFE_getRedeemPointList), newest first,
// filtered by type and day (inclusive, the platform's day) and paged. Each
// carries the Idempotency-Key of the request that made it as `requestId`.
import { ok, type HandlerTable, type SandboxRequest } from "../handler-types.ts";
import { IDEMPOTENCY_KEY } from "../idempotency.ts";
import { cents, platformDay } from "../money.ts";

/** The request's Idempotency-Key, kept on the records it makes (null without a valid one). */
export function requestIdOf(request: SandboxRequest): string | null {
  const key = request.headers.get("idempotency-key");
  return key !== null && IDEMPOTENCY_KEY.test(key) ? key : null;
}

function positive(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** One page of a list, in the contract's Page shape. */
function page<T>(items: T[], query: URLSearchParams): { list: T[]; pageNum: number; totalPages: number; totalCount: number } {
  const pageNum = positive(query.get("pageNo"), 1);
  const pageSize = Math.min(positive(query.get("pageSize"), 25), 100);
  return { list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, totalPages: Math.ceil(items.length / pageSize), totalCount: items.length };
}

/** Inclusive day range of the query (YYYY-MM-DD); either end may be left open. */
function inRange(query: URLSearchParams): (createdTime: string) => boolean {
  const start = query.get("startDate");
  const end = query.get("endDate");
  return (createdTime) => {
    const day = platformDay(createdTime);
    return (!start || day >= start) && (!end || day <= end);
  };
}

export const recordHandlers: HandlerTable = {
  getTransactions: (request) => {
    const types = request.query.get("types");
    const wanted = types ? new Set(types.split(",")) : undefined;
    const within = inRange(request.query);
    const records = request.member!.transactions.filter((r) => (!wanted || wanted.has(r.type)) && within(r.createdTime));
    const totalIn = cents(records.filter((r) => r.amount > 0).reduce((sum, r) => sum + r.amount, 0));
    const totalOut = cents(records.filter((r) => r.amount < 0).reduce((sum, r) => sum - r.amount, 0));
    return ok<"getTransactions">({ success: true, value: { ...page(records, request.query), footer: { totalIn, totalOut } } });
  },
};
