// What the inbox shows of a message (GET EMFE_getInbox), as the member
// centre reads it: the subject without tags, the content unescaped (the
// platform sends it entity-escaped) before it is sanitised, the sender's key
// words translated, and a reward message's metadata.
import type { InboxMail } from "./api/get-inbox.ts";

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#039;": "'", "&amp;": "&" };

function unescapeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#0?39|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The subject as text: tags dropped, entities read. */
export function mailTitle(mail: Pick<InboxMail, "subject">): string {
  return unescapeEntities(mail.subject.replace(/<[^>]*>/g, "")).trim();
}

/**
 * The body's HTML for the sanitiser: entity-escaped content (no tag of its
 * own, `&lt;` in it) is unescaped once; content already holding tags is
 * passed as it is. Either way it goes through SafeHtml.
 */
export function mailHtml(mail: Pick<InboxMail, "content">): string {
  const content = mail.content ?? "";
  return !content.includes("<") && /&lt;/.test(content) ? unescapeEntities(content) : content;
}

/** Sender keys the clients translate (member centre: getMailPartyDisplayName); any other sender is a name. */
const SENDER_KEYS = ["merchant", "platform", "upline", "member_downline", "agent_downline", "all_downline"] as const;
export type SenderKey = (typeof SENDER_KEYS)[number];

export function senderKeyOf(senderName: string | null | undefined): SenderKey | undefined {
  return (SENDER_KEYS as readonly string[]).includes(senderName ?? "") ? (senderName as SenderKey) : undefined;
}

export interface MailReward {
  title: string | undefined;
  bonus: number;
  points: number;
  /** The tickets by name, with how many of each. */
  tickets: { name: string; count: number }[];
}

function asNumber(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
}

/**
 * A reward message's reward, from its metadata (JSON text or object):
 * `title | promoName`, `bonus`, `point` and `tickets | ticketInfoList |
 * rewards` (counted by ticket name). Undefined for a message without one.
 */
export function mailReward(mail: Pick<InboxMail, "metadata">): MailReward | undefined {
  let meta: unknown = mail.metadata;
  if (typeof meta === "string") {
    try {
      meta = JSON.parse(meta);
    } catch {
      return undefined;
    }
  }
  if (!meta || typeof meta !== "object") return undefined;
  const data = meta as Record<string, unknown>;
  const list = [data.tickets, data.ticketInfoList, data.rewards].find(Array.isArray) as Record<string, unknown>[] | undefined;
  const counts = new Map<string, number>();
  for (const ticket of list ?? []) {
    const name = typeof ticket?.ticketName === "string" ? ticket.ticketName.trim() : "";
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const reward: MailReward = {
    title: [data.title, data.promoName].find((t): t is string => typeof t === "string" && t.trim() !== "")?.trim(),
    bonus: asNumber(data.bonus),
    points: asNumber(data.point),
    tickets: [...counts].map(([name, count]) => ({ name, count })),
  };
  return reward.bonus > 0 || reward.points > 0 || reward.tickets.length > 0 ? reward : undefined;
}
