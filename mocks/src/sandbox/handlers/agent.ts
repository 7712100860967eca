// The agent's contracts and their records (issues 16, 43): the upline's
// requests wait in the consolidated funds until the agent answers each once
// (agent-contracts.ts), the agent offers its downlines daily-salary
// contracts, and pays out a downline's settled dividend once: the amount
// leaves the agent's balance (and reaches the downline when it is a sandbox
// member), a second pay-out of the record is refused, and a re-sent request
// with the same Idempotency-Key gets the first answer (the dispatcher).
import { ok, refuse, type HandlerTable, type SandboxContext, type Schemas } from "../handler-types.ts";
import type { Member } from "../state.ts";
import { cents } from "../money.ts";
import {
  answerDailySalary,
  answerDividend,
  answerHourly,
  logAnswer,
  offerDailySalary,
  ownDailySalary,
  ownHourly,
  receiveDailySalaryOffer,
  type Kind,
} from "../agent-contracts.ts";
import type { AgentContracts } from "../seed.ts";
import { checked } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

const ALREADY = ["contract.already.processed", "This contract has already been processed"] as const;

const OFFER_REFUSALS = {
  "contract.not.found": "You have no daily salary contract on this product",
  "contract.tier.exceed": "A tier cannot pay more than your own contract",
  "contract.pending.exists": "This downline has not answered your last offer yet",
  request_param_err: "Request parameter error: the receiver is not your direct downline",
} as const;

const contracts = (member: Member | undefined): AgentContracts => member!.contracts;

/** Logs an answer that moved a request, or refuses one that found none waiting. */
function answered(book: AgentContracts, kind: Kind, result: ReturnType<typeof answerDividend>, context: SandboxContext) {
  if (!result) return refuse(...ALREADY);
  logAnswer(book, kind, result, context.state.now());
  return undefined;
}

/** The record rows as the agent reads them: rows not of a downline are its own. */
function dividendsOf(member: Member): Schemas["DividendRecord"][] {
  const downlines = new Set(member.contracts.downlines.map((row) => row.customerName));
  return member.contracts.dividends.map((row) => (downlines.has(row.customerName) ? row : { ...row, customerName: member.userName }));
}

export const agentHandlers: HandlerTable = {
  getDownline: (request) => ok<"getDownline">({ success: true, value: { list: contracts(request.member).downlines } }),

  // Daily salary.
  getDailySalaryContract: (request) => {
    const book = contracts(request.member);
    return ok<"getDailySalaryContract">({ success: true, value: { agent: ownDailySalary(book), downline: book.offered.dailySalary } });
  },
  getDailySalaryContractRequests: (request) => ok<"getDailySalaryContractRequests">({ success: true, value: contracts(request.member).funds.dailysalreqtype ?? {} }),
  getDailySalaryContractHistory: (request) => ok<"getDailySalaryContractHistory">({ success: true, value: { list: contracts(request.member).logs.dailySalary, totalPages: 1 } }),
  processDailySalaryContract: (request, context) => {
    const read = checked<Schemas["DailySalaryContractDecision"]>(request.json, context, "DailySalaryContractDecision");
    if (!read.ok) return read;
    const book = contracts(request.member);
    const refused = answered(book, "dailySalary", answerDailySalary(book, read.payload.id, read.payload.status), context);
    return refused ?? ok<"processDailySalaryContract">({ success: true, value: null });
  },
  offerDailySalaryContract: (request, context) => {
    const read = checked<Schemas["DailySalaryContractApplication"]>(request.json, context, "DailySalaryContractApplication");
    if (!read.ok) return read;
    const offered = offerDailySalary(contracts(request.member), read.payload, context.state.now());
    if (typeof offered === "string") return refuse(offered, OFFER_REFUSALS[offered]);
    // A downline that is a sandbox member finds the offer in its own requests.
    const receiver = [...context.state.members.values()].find((member) => member.id === offered.receiverId);
    if (receiver) receiveDailySalaryOffer(receiver.contracts, offered);
    return ok<"offerDailySalaryContract">({ success: true, value: null });
  },
  getDailySalary: (request) => ok<"getDailySalary">({ success: true, value: { list: contracts(request.member).salaries, totalPages: 1 } }),

  // Hourly salary.
  getHourSalaryContract: (request) => {
    const book = contracts(request.member);
    return ok<"getHourSalaryContract">({ success: true, value: { agent: ownHourly(book), downline: book.offered.hourly } });
  },
  getHourSalaryContractRequests: (request) => {
    const product = request.query.get("gameCategory") ?? "";
    const rows = contracts(request.member).funds.contracthoursalreq?.[product] ?? [];
    return ok<"getHourSalaryContractRequests">({ success: true, value: rows.map((row) => ({ ...row, productType: product })) });
  },
  getHourSalaryContractHistory: (request) => ok<"getHourSalaryContractHistory">({ success: true, value: { list: contracts(request.member).logs.hourly, totalPages: 1 } }),
  processHourSalaryContract: (request, context) => {
    const read = checked<Schemas["HourSalaryContractDecision"]>(request.json, context, "HourSalaryContractDecision");
    if (!read.ok) return read;
    const book = contracts(request.member);
    const refused = answered(book, "hourly", answerHourly(book, read.payload.contractId, read.payload.status), context);
    return refused ?? ok<"processHourSalaryContract">({ success: true, value: null });
  },

  // Dividend.
  getDividendContract: (request) => ok<"getDividendContract">({ success: true, value: { downline: contracts(request.member).offered.dividend } }),
  getDividendContractRequests: (request) => ok<"getDividendContractRequests">({ success: true, value: contracts(request.member).funds.divtypecompperiodreq ?? {} }),
  getDividendContractHistory: (request) => ok<"getDividendContractHistory">({ success: true, value: { list: contracts(request.member).logs.dividend, totalPages: 1 } }),
  processDividendContract: (request, context) => {
    const read = checked<Schemas["DividendContractDecision"]>(request.json, context, "DividendContractDecision");
    if (!read.ok) return read;
    const book = contracts(request.member);
    const refused = answered(book, "dividend", answerDividend(book, read.payload.type, read.payload.status), context);
    return refused ?? ok<"processDividendContract">({ success: true, value: null });
  },
  processDividendContractByQuery: (request, context) => {
    const decision = { type: request.query.get("type"), status: request.query.get("status") };
    const read = checked<Schemas["DividendContractDecision"]>(decision, context, "DividendContractDecision");
    if (!read.ok) return read;
    const book = contracts(request.member);
    const refused = answered(book, "dividend", answerDividend(book, read.payload.type, read.payload.status), context);
    return refused ?? ok<"processDividendContractByQuery">({ success: true, value: null });
  },
  getCurrentDividend: (request) => ok<"getCurrentDividend">({ success: true, value: contracts(request.member).periods }),
  getDividends: (request) => {
    const list = dividendsOf(request.member!);
    return ok<"getDividends">({ success: true, value: { list, total: list.length, totalPages: list.length > 0 ? 1 : 0 } });
  },
  payOutDividend: (request, context) => {
    const read = checked<Schemas["DividendPayoutRequest"]>(request.json, context, "DividendPayoutRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const record = member.contracts.dividends.find((row) => row.id === read.payload.id);
    const downline = record && member.contracts.downlines.find((row) => row.customerName === record.customerName);
    if (!record || !downline) return refuse("request_param_err", "Request parameter error: no dividend of a downline has this id");
    if (record.status === "PAID") return refuse("dividend.already.paid", "This dividend has already been distributed");
    if (member.balance < record.amount) return refuse("insufficient.balance", "Insufficient balance");
    member.balance = cents(member.balance - record.amount);
    record.status = "PAID";
    const period = `${record.startDate ?? ""} to ${record.endDate ?? ""}`;
    context.state.recordMovement(member, {
      prefix: "BN",
      type: "DIVIDEND",
      amount: -record.amount,
      status: "SUCCESS",
      remark: `Dividend paid out to ${record.customerName}, ${period}`,
      requestId: requestIdOf(request),
    });
    // A downline that is a sandbox member receives it.
    const receiver = context.state.findByName(record.customerName);
    if (receiver) {
      receiver.balance = cents(receiver.balance + record.amount);
      context.state.recordMovement(receiver, { prefix: "BN", type: "DIVIDEND", amount: record.amount, status: "SUCCESS", remark: `Dividend from ${member.userName}, ${period}`, requestId: null });
    }
    return ok<"payOutDividend">({ success: true, value: null });
  },
};

/** Member types that hold contracts (spec §6: not members, trial accounts or types 40, 41, 42). */
const CONTRACT_AGENT_TYPES: readonly number[] = [1, 2];

/**
 * The contract maps of the consolidated funds (GET
 * /wps/member/info/funds/consolidated) as the member's contracts stand: an
 * agent's requests and contracts (the dividend requests under both names the
 * clients read), none for anyone else.
 */
export function contractMaps(member: Member): Partial<Schemas["ConsolidatedFunds"]> {
  const none = { dailysalreqtype: null, divtypecompperiodreq: null, divtypereq: null, contracthoursalreq: null, dailysalinfotype: null, contracthoursalinfo: null, divtypeinfo: null, divtypecompperiodinfo: null };
  if (!CONTRACT_AGENT_TYPES.includes(member.type)) return none;
  const funds = member.contracts.funds;
  return { ...none, ...funds, divtypereq: funds.divtypecompperiodreq ?? null };
}
