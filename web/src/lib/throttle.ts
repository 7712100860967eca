/**
 * A throttle per key: `allow(key)` is true at most once per `intervalMs` for
 * the same key (spec §9: mark-read 150 ms, unread counts 250 ms). Time is
 * Date.now, so fake timers drive it in tests.
 */
export function keyedThrottle(intervalMs: number): (key: string) => boolean {
  const last = new Map<string, number>();
  return (key) => {
    const now = Date.now();
    const previous = last.get(key);
    if (previous !== undefined && now - previous < intervalMs) return false;
    last.set(key, now);
    return true;
  };
}
