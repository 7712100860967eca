import type { InboxMessage } from "../api/get-inbox.ts";

export const message = (id: number, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body of message ${id}</p>`,
  sendTime: "2026-11-20T09:12:00+08:00",
  read: false,
  category: "SYSTEM",
  ...overrides,
});

export const inboxPage = (content: InboxMessage[], pageNum = 1, totalPages = 1) => ({
  success: true,
  value: { content, pageNum, totalPages, totalCount: content.length, unreadCount: content.filter((m) => !m.read).length },
});
