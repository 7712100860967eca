import { useEffect, useRef } from "react";

/** Spec §2: the next page loads when the bottom is within 300 px (the machine throttles to one load a second). */
const INFINITE_SCROLL_THRESHOLD_PX = 300;

function distanceToBottom(): number {
  return document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * Calls `onNearBottom` while the window is scrolled within 300 px of the end:
 * on scroll, on resize, and whenever `recheck` changes (a page arrived, the
 * throttle reopened) in case the page is still short.
 */
export function useInfiniteScroll(onNearBottom: () => void, enabled: boolean, recheck: unknown): void {
  const latest = useRef(onNearBottom);
  useEffect(() => {
    latest.current = onNearBottom;
  }, [onNearBottom]);

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (distanceToBottom() <= INFINITE_SCROLL_THRESHOLD_PX) latest.current();
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [enabled, recheck]);
}
