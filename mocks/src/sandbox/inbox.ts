// The inbox as the sandbox keeps it: the current client's messages (GET
// EMFE_getInbox's InboxMail), seeded from the contract's example with their
// times moved so the newest arrived two hours before the member was made
// (the member centre asks the last 30 days: the seeded inbox stays in it
// whatever the date). The older clients' calls (CSP_getInbox,
// /wps/message/*) read the same messages in their own shape.
import type { Schemas } from "./handler-types.ts";

export type InboxMail = Schemas["InboxMail"];

const HOUR_MS = 3_600_000;

/** Epoch ms of a message's `sendTime` (ms, or a date-time text). */
export function sentAt(mail: InboxMail): number {
  return typeof mail.sendTime === "number" ? mail.sendTime : Date.parse(mail.sendTime ?? "") || 0;
}

/** The seeded messages as of `now`: the same gaps between them, the newest two hours old. */
export function inboxAsOf(seeded: readonly InboxMail[], now: Date): InboxMail[] {
  if (seeded.length === 0) return [];
  const shift = now.getTime() - 2 * HOUR_MS - Math.max(...seeded.map(sentAt));
  return seeded.map((mail) => ({ ...structuredClone(mail), sendTime: sentAt(mail) + shift }));
}

/** The number the older clients know a message by (`N-88123` → 88123). */
export function legacyIdOf(mail: InboxMail): number {
  return typeof mail.inboxId === "number" ? mail.inboxId : Number(String(mail.inboxId).replace(/\D/g, "")) || 0;
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/** The message's HTML as the older clients get it: the entity-escaped content unescaped. */
function htmlOf(content: string | undefined): string {
  return (content ?? "").replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** A date-time in the platform's time (UTC+8), as the older inbox sends it. */
function platformDateTime(ms: number): string {
  return `${new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 19)}+08:00`;
}

/** A message as GET CSP_getInbox (the older clients' inbox) shows it. */
export function legacyMessage(mail: InboxMail): Schemas["CspInboxMessage"] {
  return {
    id: legacyIdOf(mail),
    title: mail.subject.replace(/<[^>]*>/g, ""),
    content: htmlOf(mail.content),
    sendTime: platformDateTime(sentAt(mail)),
    read: mail.read,
    category: mail.metadata ? "PROMOTION" : "SYSTEM",
  };
}
