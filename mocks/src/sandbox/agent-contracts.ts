// An agent's contracts in the sandbox, as the consolidated funds
// show them: the upline's requests waiting for an answer (`*req*` maps) and
// the contracts the agent holds (`*info*` maps), by product. An answer moves a
// request once: accepting (`A`) a `P`/`E` request puts its terms in force in
// place of the product's contract, refusing (`R`) drops it, agreeing to end
// (`C`, hourly: `A`) a `V` request ends the contract, keeping it (`A`,
// hourly: `R`) leaves it in force. Each answer is logged; a second answer, or
// one to a request that does not wait, finds nothing (the handler refuses it).
import type { Schemas } from "./handler-types.ts";
import type { AgentContracts } from "./seed.ts";

type Product = string;
type Daily = Schemas["DailySalaryContract"];
type Hourly = Schemas["HourSalaryContract"];
type Dividend = Schemas["DividendContract"];
type Log = Schemas["ContractLogEntry"];

/** States a request waits for an answer in (contract ContractStatus). */
const WAITING: readonly string[] = ["P", "E", "V"];

export type Kind = keyof AgentContracts["logs"];

/** What an answer did: the request's product and the new state, for the log. */
interface Answered {
  productType: Product;
  status: string;
}

function log(book: AgentContracts, kind: Kind, entry: Answered, now: Date, customerName: string): void {
  const id = Math.max(0, ...book.logs[kind].map((item) => item.id)) + 1;
  book.logs[kind].unshift({ id, productType: entry.productType, customerName, status: entry.status, updateTime: now.getTime() } satisfies Log);
}

/** Drops the product's request from a request map, and the map's key when it empties. */
function dropRequest<T>(map: Record<Product, T[]> | null | undefined, product: Product): Record<Product, T[]> {
  const rest = { ...(map ?? {}) };
  delete rest[product];
  return rest;
}

/** The outcome of an answer: the state it leaves, or why nothing changed. */
function outcome(status: string, answer: "A" | "R" | "C", hourly: boolean): "inForce" | "dropped" | "ended" | "kept" | undefined {
  if (status === "P" || status === "E") return answer === "A" ? "inForce" : answer === "R" ? "dropped" : undefined;
  if (status !== "V") return undefined;
  if (hourly) return answer === "A" ? "inForce" : "kept";
  return answer === "C" ? "ended" : answer === "A" ? "kept" : undefined;
}

/** The log letter of an outcome: in force `A`, refused `R`, ended `C`, kept `A`. */
const LOGGED = { inForce: "A", dropped: "R", ended: "C", kept: "A" } as const;

/** POST MCSFE_processDailySalaryContract: the answer to the request of this id. */
export function answerDailySalary(book: AgentContracts, id: number, answer: "A" | "R" | "C"): Answered | undefined {
  const requests = book.funds.dailysalreqtype ?? {};
  const product = Object.keys(requests).find((key) => requests[key]!.some((row) => row.id === id && WAITING.includes(row.status)));
  if (product === undefined) return undefined;
  const request = requests[product]!.find((row) => row.id === id)!;
  const done = outcome(request.status, answer, false);
  if (!done) return undefined;
  const info = { ...(book.funds.dailysalinfotype ?? {}) };
  if (done === "inForce") info[product] = { agent: [{ ...request, status: "A", downlineHigherRate: undefined } satisfies Daily] };
  if (done === "ended") delete info[product];
  if (done === "kept") info[product] = { agent: (info[product]?.agent ?? []).map((row) => ({ ...row, status: "A" })) };
  book.funds = { ...book.funds, dailysalreqtype: dropRequest(requests, product), dailysalinfotype: info };
  return { productType: product, status: LOGGED[done] };
}

/** POST MCSFE_processContractHourSalary: the answer to the request of this contract id. */
export function answerHourly(book: AgentContracts, contractId: number, answer: "A" | "R"): Answered | undefined {
  const requests = book.funds.contracthoursalreq ?? {};
  const product = Object.keys(requests).find((key) => requests[key]!.some((row) => row.contractId === contractId && WAITING.includes(row.status)));
  if (product === undefined) return undefined;
  const request = requests[product]!.find((row) => row.contractId === contractId)!;
  const done = outcome(request.status, answer, true);
  if (!done) return undefined;
  const info = { ...(book.funds.contracthoursalinfo ?? {}) };
  if (done === "inForce") info[product] = { agent: [{ ...request, status: "A", downlineHigherRate: undefined } satisfies Hourly] };
  if (done === "kept") info[product] = { agent: (info[product]?.agent ?? []).map((row) => ({ ...row, status: "A" })) };
  book.funds = { ...book.funds, contracthoursalreq: dropRequest(requests, product), contracthoursalinfo: info };
  return { productType: product, status: LOGGED[done] };
}

/** POST (or GET) MCSFE_processContractDividend: the answer to the product's request, all its tier rows at once. */
export function answerDividend(book: AgentContracts, product: Product, answer: "A" | "R" | "C"): Answered | undefined {
  const requests = book.funds.divtypecompperiodreq ?? {};
  const rows = requests[product] ?? [];
  const first = rows[0];
  if (!first || !WAITING.includes(first.status)) return undefined;
  const done = outcome(first.status, answer, false);
  if (!done) return undefined;
  const info = { ...(book.funds.divtypeinfo ?? {}) };
  const periods = { ...(book.funds.divtypecompperiodinfo ?? {}) };
  if (done === "inForce") {
    const agent = rows.map((row): Dividend => ({ ...row, status: "A", downlineHigherRate: undefined }));
    info[product] = { agent };
    periods[product] = { HALF_MONTH: { agent } };
  }
  if (done === "ended") {
    delete info[product];
    delete periods[product];
  }
  if (done === "kept") info[product] = { agent: (info[product]?.agent ?? []).map((row) => ({ ...row, status: "A" })) };
  const left = dropRequest(requests, product);
  book.funds = { ...book.funds, divtypecompperiodreq: left, divtypeinfo: info, divtypecompperiodinfo: periods };
  return { productType: product, status: LOGGED[done] };
}

/** Records an answer in the kind's log, dated by the sandbox's clock; the upline is the other party. */
export function logAnswer(book: AgentContracts, kind: Kind, answered: Answered, now: Date): void {
  log(book, kind, answered, now, UPLINE);
}

/** The other party of the upline's requests in the sandbox (the contract examples' upline). */
const UPLINE = "master_chen";

/** The agent's own contracts of a kind as rows with their product (GET MCSFE_getContract…Info `agent`). */
export function ownDailySalary(book: AgentContracts): Daily[] {
  return Object.entries(book.funds.dailysalinfotype ?? {}).flatMap(([productType, held]) => (held.agent ?? []).map((row) => ({ ...row, productType })));
}

export function ownHourly(book: AgentContracts): Hourly[] {
  return Object.entries(book.funds.contracthoursalinfo ?? {}).flatMap(([productType, held]) => (held.agent ?? []).map((row) => ({ ...row, productType })));
}

export type OfferRefusal = "contract.not.found" | "contract.tier.exceed" | "contract.pending.exists" | "request_param_err";

/**
 * POST MCSFE_applyContractDailySalary: the agent offers a direct downline
 * tiers on a product it holds a contract on; no tier may pay more than the
 * agent's own best rate of the same kind at or below its minimums.
 */
export function offerDailySalary(book: AgentContracts, offer: Schemas["DailySalaryContractApplication"], now: Date): Daily | OfferRefusal {
  const downline = book.downlines.find((row) => row.customerId === offer.receiverId);
  if (!downline) return "request_param_err";
  const own = book.funds.dailysalinfotype?.[offer.productType]?.agent?.find((row) => row.status === "A" || row.status === "V");
  if (!own) return "contract.not.found";
  const ownTiers = own.details ?? [];
  const tooHigh = offer.details.some((tier) => {
    const reachable = ownTiers.filter((mine) => mine.rateType === tier.rateType && (mine.betVolume ?? 0) <= (tier.betVolume ?? 0) && (mine.activeMember ?? 0) <= (tier.activeMember ?? 0));
    return reachable.length === 0 || tier.rate > Math.max(...reachable.map((mine) => mine.rate));
  });
  if (tooHigh) return "contract.tier.exceed";
  const mine = book.offered.dailySalary;
  if (mine.some((row) => row.receiverId === offer.receiverId && row.productType === offer.productType && WAITING.includes(row.status))) return "contract.pending.exists";
  const ids = [...mine.map((row) => row.id), ...ownDailySalary(book).map((row) => row.id), ...Object.values(book.funds.dailysalreqtype ?? {}).flat().map((row) => row.id)];
  const row: Daily = { id: Math.max(5000, ...ids) + 1, status: "P", productType: offer.productType, receiverId: offer.receiverId, details: offer.details };
  book.offered.dailySalary = [row, ...mine.filter((other) => !(other.receiverId === offer.receiverId && other.productType === offer.productType))];
  log(book, "dailySalary", { productType: offer.productType, status: "P" }, now, downline.customerName ?? String(downline.customerId));
  return row;
}

/** The request a downline member of the sandbox receives for an offer made to it (its own `dailysalreqtype`). */
export function receiveDailySalaryOffer(book: AgentContracts, offer: Daily): void {
  const { receiverId: _receiver, productType, ...request } = offer;
  const product = productType ?? "CONS";
  book.funds = { ...book.funds, dailysalreqtype: { ...(book.funds.dailysalreqtype ?? {}), [product]: [{ ...request, downlineHigherRate: "N" }] } };
}
