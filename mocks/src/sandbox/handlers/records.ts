// The member's own records, for the transaction record page and for
// reconciliation: every money movement the sandbox made (GET
// ODSFE2_MemTransDet, its kind's type id, name and code, filtered by kind,
// by time in ms and by type ids left out, newest first, paged) and every
// point redemption or conversion (GET MCSFE_getRedeemPointList, by
// platform day). Each carries the Idempotency-Key of the request that made
// it as `requestId`. An agent's team view names a downline in
// `subordinateName`: the sandbox keeps no team tree, so an agent reads any
// member's records by name, a member only their own.
import { ok, type HandlerTable, type SandboxRequest, type Schemas } from "../handler-types.ts";
import { IDEMPOTENCY_KEY } from "../idempotency.ts";
import type { Member, Movement, MovementKind, SandboxState } from "../state.ts";

/** The request's Idempotency-Key, kept on the records it makes (null without a valid one). */
export function requestIdOf(request: SandboxRequest): string | null {
  const key = request.headers.get("idempotency-key");
  return key !== null && IDEMPOTENCY_KEY.test(key) ? key : null;
}

function positive(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Each kind's type as the records name it: its id, its names (EN, CN) and the page's filter code (codeTypes). */
const TYPES: Record<MovementKind, { id: number; en: string; cn: string; code: string }> = {
  DEPOSIT: { id: 1001, en: "Deposit", cn: "存款", code: "deposit" },
  WITHDRAW: { id: 2001, en: "Withdrawal", cn: "提款", code: "withdraw" },
  TRANSFER_IN: { id: 3001, en: "Transfer in", cn: "转入", code: "other" },
  TRANSFER_OUT: { id: 3002, en: "Transfer out", cn: "转出", code: "other" },
  BONUS: { id: 4001, en: "Promotion", cn: "优惠", code: "dividend" },
  REBATE: { id: 5001, en: "Betting rebate", cn: "投注返水", code: "betting_rebate" },
  SALARY: { id: 6001, en: "Daily salary", cn: "日工资", code: "daily_wage" },
  DIVIDEND: { id: 7001, en: "Dividend", cn: "分红", code: "share_bonus" },
  ADJUSTMENT: { id: 9001, en: "Adjustment", cn: "调整", code: "other" },
};

function row(movement: Movement, owner: Member, language: string | null): Schemas["TransactionRecord"] {
  const type = TYPES[movement.kind];
  return {
    txId: movement.txId,
    txTypeId: type.id,
    txTypeName: language === "CN" ? type.cn : type.en,
    nameCn: type.cn,
    remark: movement.remark,
    txTimeInTimestamp: movement.createdAt,
    customerName: owner.userName,
    orderNo: movement.orderNo,
    currentAvailBalance: movement.balanceAfter,
    amount: movement.amount,
    requestId: movement.requestId,
  };
}

/** Whose records: the caller's own (no name, or their own), or, for an agent, the named member's. */
function ownerOf(request: SandboxRequest, state: SandboxState): Member | undefined {
  const me = request.member!;
  const name = request.query.get("subordinateName")?.trim();
  if (!name || name.toLowerCase() === me.userName.toLowerCase()) return me;
  return [1, 2].includes(me.type) ? state.findByName(name) : undefined;
}

/** A time bound of the query in ms (undefined: not a number). */
function millis(text: string | null): number | undefined {
  const n = Number(text);
  return text !== null && text !== "" && Number.isFinite(n) ? n : undefined;
}

export const recordHandlers: HandlerTable = {
  getTransactions: (request, { state }) => {
    const query = request.query;
    const owner = ownerOf(request, state);
    const code = query.get("codeTypes") ?? "";
    const from = millis(query.get("startTime")) ?? 0;
    const to = millis(query.get("endTime")) ?? Number.MAX_SAFE_INTEGER;
    const excluded = new Set((query.get("excludeTxTypeIds") ?? "").split(",").filter(Boolean).map(Number));
    const movements = (owner?.transactions ?? []).filter((m) => (!code || TYPES[m.kind].code === code) && m.createdAt >= from && m.createdAt <= to && !excluded.has(TYPES[m.kind].id));
    const pageNum = positive(query.get("page"), 1);
    const size = Math.min(positive(query.get("size"), 10), 100);
    const list = movements.slice((pageNum - 1) * size, pageNum * size).map((m) => row(m, owner!, query.get("language")));
    return ok<"getTransactions">({ success: true, value: { list, page: pageNum, totalPages: Math.ceil(movements.length / size) } });
  },
};
