import type { components } from "@platform/sdk";
import { paths } from "../../../lib/routes.ts";

type ConsolidatedFunds = components["schemas"]["ConsolidatedFunds"];

type AgentPromptKind = "dailySalary" | "dividend" | "hourly";

export interface AgentPrompt {
  kind: AgentPromptKind;
  /** Spec §2 "Contract pages": where 'go' leads. */
  path: string;
}

function hasRequests(requests: Record<string, unknown[]> | null | undefined): boolean {
  return Object.values(requests ?? {}).some((offers) => offers.length > 0);
}

/**
 * Spec §2, §4 "Home for agents": up to three prompts, in this order, one for
 * each kind of contract request waiting (contract ConsolidatedFunds: the
 * dividend map comes as `divtypecompperiodreq` or `divtypereq`).
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
