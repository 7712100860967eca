// The messages feature's public surface. The unread counts are the member's
// (real members only: none for visitors or trial accounts, spec §6); show
// them with <UnreadBadge> ('99+' above 99). The footer's Messages dot, the
// message centre and the agent centre's mail-centre badge read them; the
// agent centre's online service opens live chat with useLiveChat().open.
export { useInboxUnreadCount } from "./api/get-inbox-unread-count.ts";
