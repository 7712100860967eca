/** Spec §2: 'Show more' appears once a list holds more than 6 games. */
export const SHOW_MORE_AFTER = 6;

export function hasShowMore(count: number): boolean {
  return count > SHOW_MORE_AFTER;
}
