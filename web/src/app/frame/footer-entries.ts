// Spec §2 footer as a pure function: Home, Promotion, Deposit (types 0, 1, 2)
// or Sponsor, Messages (only with MAILCEN; dot when inbox unread > 0),
// Member Center.
import { footerMoneyEntry, type GuardedAction } from "../../shared/session/index.ts";
import type { SessionInfo } from "../../stores/session-record.ts";
import {
  DEPOSIT_PATH,
  HOME_PATH,
  MEMBER_CENTRE_PATH,
  MESSAGES_PATH,
  PROMOTIONS_PATH,
  SPONSOR_PATH,
} from "../../lib/paths.ts";

export type FooterEntryId = "home" | "promotion" | "deposit" | "sponsor" | "messages" | "memberCenter";

export interface FooterEntry {
  id: FooterEntryId;
  path: string;
  guard?: GuardedAction;
  dot?: boolean;
}

export function footerEntries({
  session,
  mailCentre,
  inboxUnread,
}: {
  session: SessionInfo | null;
  mailCentre: boolean;
  inboxUnread: number;
}): FooterEntry[] {
  const money: FooterEntry =
    footerMoneyEntry(session) === "deposit"
      ? { id: "deposit", path: DEPOSIT_PATH, guard: "deposit" }
      : { id: "sponsor", path: SPONSOR_PATH };
  return [
    { id: "home", path: HOME_PATH },
    { id: "promotion", path: PROMOTIONS_PATH },
    money,
    ...(mailCentre ? [{ id: "messages", path: MESSAGES_PATH, dot: inboxUnread > 0 } satisfies FooterEntry] : []),
    { id: "memberCenter", path: MEMBER_CENTRE_PATH, guard: "memberCentre" },
  ];
}
