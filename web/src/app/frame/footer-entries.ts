// Spec §2 footer as a pure function: Home, Promotion, Deposit (types 0, 1, 2)
// or Sponsor, Messages (only with MAILCEN; dot when inbox unread > 0),
// Member Center.
import { footerMoneyEntry, type GuardedAction } from "../../shared/session/index.ts";
import type { FrameSwitch } from "../../shared/system/index.ts";
import type { SessionInfo } from "../../stores/session-record.ts";
import { paths } from "../../lib/routes.ts";

export type FooterEntryId = "home" | "promotion" | "deposit" | "sponsor" | "messages" | "memberCenter";

export interface FooterEntry {
  id: FooterEntryId;
  path: string;
  guard?: GuardedAction;
  dot?: boolean;
  /** The merchant's switch the entry is shown by (a prerendered frame draws it hidden until the kept switches say). */
  frameSwitch?: FrameSwitch;
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
      ? { id: "deposit", path: paths.deposit, guard: "deposit" }
      : { id: "sponsor", path: paths.sponsor };
  return [
    { id: "home", path: paths.home },
    { id: "promotion", path: paths.promotions },
    money,
    ...(mailCentre ? [{ id: "messages", path: paths.messages, dot: inboxUnread > 0, frameSwitch: "MAILCEN" } satisfies FooterEntry] : []),
    { id: "memberCenter", path: paths.memberCentre, guard: "memberCentre" },
  ];
}
