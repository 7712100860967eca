/** Spec §2 "Message center": badges show the count, '99+' above 99. */
export const BADGE_MAX = 99;
/** Spec §9: unread counts are asked at most once per 250 ms. */
export const UNREAD_COUNT_THROTTLE_MS = 250;

/** The badge's text: none for 0 (or no count), the count up to 99, else '99+'. */
export function badgeText(count: number | undefined): string | null {
  if (count === undefined || !(count > 0)) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
