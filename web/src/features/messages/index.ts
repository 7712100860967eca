// The messages feature's public surface. The unread counts are the member's
// (real members only: none for visitors or trial accounts, spec §6); show
// them with <UnreadBadge> ('99+' above 99). The footer's Messages dot, the
// message centre and the agent centre's mail-centre badge read them; the
// agent centre's online service opens live chat with useLiveChat().open.
export { inboxUnreadKey, inboxUnreadQuery, useInboxUnreadCount } from "./api/get-inbox-unread-count.ts";
export { chatUnreadKey, useChatUnreadCount } from "./api/get-chat-unread-count.ts";
export { useRefreshUnreadCounts } from "./api/refresh-unread-counts.ts";
export { UnreadBadge } from "./components/unread-badge.tsx";
export { BADGE_MAX, badgeText, UNREAD_COUNT_THROTTLE_MS } from "./unread-badge.ts";
export { useLiveChat } from "./live-chat/use-live-chat.ts";
export { CHAT_OPEN_DELAY_MS, chatLanguage, chatLaunchQuery } from "./live-chat/chat-launch.ts";
