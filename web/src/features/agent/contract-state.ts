import type { ContractAction, ContractStatus } from "./api/contract-calls.ts";

/**
 * A contract page's state (contract ContractStatus): only a PENDING offer can
 * be answered; accepting signs it, refusing rejects it; every other state is final
 * until the upline offers a new one.
 */
export function canDecide(status: ContractStatus): boolean {
  return status === "PENDING";
}

/** The state after the agent's answer, or undefined when the state takes no answer. */
export function nextStatus(status: ContractStatus, action: ContractAction): ContractStatus | undefined {
  if (!canDecide(status)) return undefined;
  return action === "ACCEPT" ? "SIGNED" : "REJECTED";
}
