// The session feature's public surface: the current session and what its role may do (spec §6).
export { useSession } from "./use-session.ts";
export { sessionMarker } from "./session-marker.ts";
export { isSessionExpiredState } from "./session-expiry-listener.tsx";
export { canFetchUnreadCounts, canMarkNoticesRead, footerMoneyEntry, gate, isAgentForAgentHome, isContractAgent, isRealMember, roleOf } from "./roles.ts";
export type { GateOutcome, GuardedAction, Role } from "./roles.ts";
