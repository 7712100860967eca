import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";

/** Which sides of a sideways-scrolling box hold more than it shows: "", "start", "end" or "start end". */
export function moreSides(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): string {
  // A px of slack: a zoomed page reports fractional widths rounded both ways.
  const start = box.scrollLeft > 1;
  const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
  return [start ? "start" : "", end ? "end" : ""].filter(Boolean).join(" ");
}

/**
 * Measures the box `ref` holds each time it scrolls or it or its content changes size, and says which
 * sides hold more (moreSides): the table's cue that it scrolls. Read in a layout effect, so
 * the cue is drawn with the first frame rather than after it.
 */
export function useScrollCue<T extends HTMLElement>(): { ref: RefObject<T | null>; more: string } {
  const ref = useRef<T>(null);
  const [more, setMore] = useState("");
  const measure = useCallback(() => {
    if (ref.current) setMore(moreSides(ref.current));
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    // The box (a turned phone) and its table (a new page of rows, the fonts arriving) both change the answer.
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resize?.observe(element);
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", measure);
      resize?.disconnect();
    };
  }, [measure]);

  return { ref, more };
}
