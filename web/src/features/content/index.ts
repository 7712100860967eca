// The content feature's public surface: the notice list's query (the message
// centre's announcements badge reads its unread count).
export { notices } from "./api/get-notices.ts";
export { markAnnouncementRead } from "./api/mark-notice-read.ts";
export { MARK_READ_THROTTLE_MS } from "./notice-rules.ts";
