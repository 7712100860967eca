import type { InboxMail } from "../api/get-inbox.ts";

export const message = (inboxId: InboxMail["inboxId"], overrides: Partial<InboxMail> = {}): InboxMail => ({
  inboxId,
  subject: `Message ${String(inboxId)}`,
  content: `&lt;p&gt;Body of message ${String(inboxId)}&lt;/p&gt;`,
  senderName: "merchant",
  sendTime: 1795137120000,
  read: false,
  recordSource: "MAIL",
  canReply: false,
  metadata: null,
  ...overrides,
});

export const inboxPage = (content: InboxMail[], totalPages = 1) => ({ success: true, value: { content, totalPages } });
