// Who is shown home's login pop-ups (spec §2 "Home": type PU announcements after a login).
import { roleOf } from "../../../shared/session/index.ts";
import type { SessionInfo } from "../../../stores/session-record.ts";

/**
 * A member's or an agent's login. Not a visitor's (no login), nor a trial account's:
 * the pop-ups announce what a real account takes part in (the mock's 'Double Deposit
 * Weekend'), and spec §6 refuses a trial account the deposit ('free_reject'), as it keeps the
 * rest of a member's own notices from it (no unread counts, nothing marked read).
 */
export function showsLoginPopups(session: SessionInfo | null): boolean {
  const role = roleOf(session);
  return role === "member" || role === "other";
}
