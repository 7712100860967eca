// The session feature's public surface: the current session and what its role may do (spec §6).
export { useSession } from "./use-session.ts";
export { useGuard } from "./use-guard.ts";
export { sessionMarker } from "./session-marker.ts";
export { isSessionExpiredState } from "./session-expiry-listener.tsx";
export { canFetchUnreadCounts, canMarkNoticesRead, footerMoneyEntry, gate, getsAgentModalForReferral, isAgentForAgentHome, isAgentIn, isContractAgent, nonAgentTypes, isRealMember, roleOf } from "./roles.ts";
export type { AgentReading, GateOutcome, GuardedAction, Role } from "./roles.ts";
