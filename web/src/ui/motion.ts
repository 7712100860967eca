// "idle is idle": motion nobody can see is work for nothing. The
// carousel's autoplay and the notice ticker run only while the page is shown
// and their element is on screen, and not at all for a member who asked for
// reduced motion.
import { useEffect, useState, type RefObject } from "react";

/** The member asked the system for less motion: nothing moves by itself. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Whether the page is shown (`visibilitychange`) and `target` is at least partly on screen
 * (IntersectionObserver): the moment to run motion. Without IntersectionObserver the element counts
 * as on screen. `target` must be on the page when the component mounts.
 */
export function useSeen(target: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(() => document.visibilityState !== "hidden");
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const update = () => setShown(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return shown && onScreen;
}
