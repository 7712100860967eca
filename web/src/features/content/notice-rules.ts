// Spec §2 "Notices screen" and §4 "Announcement read" as pure functions.
import type { components } from "@platform/sdk";
import type { SessionInfo } from "../../stores/session-record.ts";
import { canMarkNoticesRead } from "../../shared/session/index.ts";

type Announcement = components["schemas"]["Announcement"];
type Lists = components["schemas"]["AnnouncementList"];

/** Spec §9: mark-read calls are throttled to one per 150 ms (per notice). */
export const MARK_READ_THROTTLE_MS = 150;

/**
 * The notices of the screen: the player notices (in the order of home's
 * ticker, so the ticker's `index` points at the same one) then the pop-ups
 * not already listed.
 */
export function noticesOf(lists: Pick<Lists, "player" | "popup">): Announcement[] {
  const seen = new Set(lists.player.map((notice) => notice.id));
  return [...lists.player, ...lists.popup.filter((notice) => !seen.has(notice.id))];
}

/** The notice the query's `index` names; none for a missing, malformed or out-of-range index. */
export function activeIndex(rawIndex: string | null, count: number): number | undefined {
  if (rawIndex === null || !/^\d+$/.test(rawIndex)) return undefined;
  const index = Number(rawIndex);
  return index < count ? index : undefined;
}

/** Spec §4: opening an unread notice marks it read only for a logged-in session whose type is not 4. */
export function shouldMarkRead(session: SessionInfo | null, notice: Pick<Announcement, "read">, readLocally: boolean): boolean {
  return canMarkNoticesRead(session) && notice.read !== true && !readLocally;
}

/** Shown as read: the server says so, or the member opened it here (set locally at once). */
export function isRead(notice: Pick<Announcement, "id" | "read">, readLocally: ReadonlySet<number>): boolean {
  return notice.read === true || readLocally.has(notice.id);
}
