import type { components } from "@platform/sdk";
import { paths } from "../../../lib/routes.ts";

type ConsolidatedFunds = components["schemas"]["ConsolidatedFunds"];

type AgentPromptKind = "dailySalary" | "dividend" | "hourly";

export interface AgentPrompt {
  kind: AgentPromptKind;
  /** Spec §2 "Contract pages": where 'go' leads. */
  path: string;
}

/** States a request waits for the agent's answer in (contract ContractStatus): offered, changed, or asked to end. */
const WAITING: readonly string[] = ["P", "E", "V"];

function hasRequests(requests: Record<string, { status: string }[]> | null | undefined): boolean {
  return Object.values(requests ?? {}).some((offers) => offers.some((offer) => WAITING.includes(offer.status)));
}

/**
 * Spec §2, §4 "Home for agents": up to three prompts, in this order, one for
 * each kind of contract request waiting for the agent's answer (contract
 * ConsolidatedFunds: the dividend map comes as `divtypecompperiodreq` or
 * `divtypereq`; a request in force, refused or ended asks nothing).
 */
export function agentPrompts(funds: ConsolidatedFunds | undefined): AgentPrompt[] {
  if (!funds) return [];
  const prompts: AgentPrompt[] = [];
  if (hasRequests(funds.dailysalreqtype)) prompts.push({ kind: "dailySalary", path: paths.salaryContract });
  if (hasRequests(funds.divtypecompperiodreq) || hasRequests(funds.divtypereq)) {
    prompts.push({ kind: "dividend", path: paths.dividendContract });
  }
  if (hasRequests(funds.contracthoursalreq)) prompts.push({ kind: "hourly", path: paths.hourContract });
  return prompts;
}
