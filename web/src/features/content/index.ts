// The content feature's public surface: the notice list's query (the message
// centre's announcements badge reads its unread count).
export { useNotices } from "./api/get-notices.ts";
export { MARK_READ_THROTTLE_MS } from "./notice-rules.ts";
