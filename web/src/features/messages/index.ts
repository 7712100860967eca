// The messages feature's public surface: the inbox unread count (mail centre badges).
export { useInboxUnreadCount } from "./api/get-inbox-unread-count.ts";
