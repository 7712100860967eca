// The agent's contract pages (issue 16): each kind of contract the upline
// offered stays pending until the agent answers it once; accepting signs it
// (the contract it replaces ends), refusing rejects it; a second answer, or an
// answer to another contract, is refused as already processed.
import { ok, refuse, type HandlerTable, type SandboxContext, type Schemas } from "../handler-types.ts";
import type { AgentContracts, ContractBook } from "../seed.ts";
import type { Member } from "../state.ts";
import { platformDay } from "../money.ts";
import { checked } from "./encrypted-payload.ts";

type Decision = Schemas["ContractDecision"];
type AnyContract = AgentContracts[keyof AgentContracts]["current"];

/** The agent's answer to the pending offer of one kind, dated the platform's day on the sandbox's clock; the new state, or the refusal. */
function decide<C extends AnyContract>(book: ContractBook<C>, decision: Decision, context: SandboxContext): { contractId: number; status: Schemas["ContractStatus"] } | undefined {
  const today = () => platformDay(context.state.now());
  const offer = book.current;
  if (offer.status !== "PENDING" || offer.contractId !== decision.contractId) return undefined;
  const status = decision.action === "ACCEPT" ? "SIGNED" : "REJECTED";
  const decided = { ...offer, status, decidedDate: today() } as C;
  book.history = book.history.map((item) => {
    if (item.contractId === offer.contractId) return decided;
    // Accepting replaces the contract in force.
    if (status === "SIGNED" && item.status === "SIGNED") return { ...item, status: "TERMINATED", endDate: today() } as C;
    return item;
  });
  if (!book.history.some((item) => item.contractId === offer.contractId)) book.history.unshift(decided);
  book.current = decided;
  return { contractId: decision.contractId, status };
}

const ALREADY = ["contract.already.processed", "This contract has already been processed"] as const;

const contracts = (member: Member | undefined) => member!.contracts;

export const agentHandlers: HandlerTable = {
  getDailySalaryContract: (request) => ok<"getDailySalaryContract">({ success: true, value: contracts(request.member).dailySalary.current }),
  getDailySalaryContractHistory: (request) => ok<"getDailySalaryContractHistory">({ success: true, value: contracts(request.member).dailySalary.history }),
  processDailySalaryContract: (request, context) => {
    const read = checked<Decision>(request.json, context, "ContractDecision");
    if (!read.ok) return read;
    const answer = decide(contracts(request.member).dailySalary, read.payload, context);
    return answer ? ok<"processDailySalaryContract">({ success: true, value: answer }) : refuse(...ALREADY);
  },

  getDividendContract: (request) => ok<"getDividendContract">({ success: true, value: contracts(request.member).dividend.current }),
  getDividendContractHistory: (request) => ok<"getDividendContractHistory">({ success: true, value: contracts(request.member).dividend.history }),
  processDividendContract: (request, context) => {
    const read = checked<Decision>(request.json, context, "ContractDecision");
    if (!read.ok) return read;
    const answer = decide(contracts(request.member).dividend, read.payload, context);
    return answer ? ok<"processDividendContract">({ success: true, value: answer }) : refuse(...ALREADY);
  },

  getHourSalaryContract: (request) => ok<"getHourSalaryContract">({ success: true, value: contracts(request.member).hourly.current }),
  getHourSalaryContractHistory: (request) => ok<"getHourSalaryContractHistory">({ success: true, value: contracts(request.member).hourly.history }),
  processHourSalaryContract: (request, context) => {
    const read = checked<Decision>(request.json, context, "HourSalaryContractRequest");
    if (!read.ok) return read;
    const answer = decide(contracts(request.member).hourly, read.payload, context);
    return answer ? ok<"processHourSalaryContract">({ success: true, value: answer }) : refuse(...ALREADY);
  },
};
