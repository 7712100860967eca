// The shared session: the current session, what its role may do (spec §6), the route
// and action guards, and the expiry listener the app mounts. Features and app/ import it from here.
export { useSession } from "./use-session.ts";
export { useGuard } from "./use-guard.ts";
export { endMemberSession } from "./end-member-session.ts";
export { refuseFreePlay } from "./free-reject.ts";
export { sessionMarker } from "./session-marker.ts";
export { isSessionExpiredState, SessionExpiryListener } from "./session-expiry-listener.tsx";
export { LogoutButton } from "./logout-button.tsx";
export { canFetchUnreadCounts, canMarkNoticesRead, footerMoneyEntry, gate, getsAgentModalForReferral, isContractAgent, isLoggedInMember, isRealMember, roleOf } from "./roles.ts";
export type { GuardedAction } from "./roles.ts";
