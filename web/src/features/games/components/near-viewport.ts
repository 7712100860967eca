// Spec §9: images load once they come within 100 px of the viewport. One
// observer serves every image (a list of 1,000 games holds only the tiles
// near the screen, each registered here while mounted).
const LAZY_IMAGE_MARGIN = "100px";

type Callback = () => void;
const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        stopWatching(entry.target);
        callback?.();
      }
    },
    { rootMargin: LAZY_IMAGE_MARGIN },
  );
  return observer;
}

function stopWatching(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

/** Calls `onNear` once when `element` comes within 100 px of the viewport; returns the cleanup. */
export function whenNearViewport(element: Element, onNear: Callback): () => void {
  waiting.set(element, onNear);
  sharedObserver().observe(element);
  return () => stopWatching(element);
}

/** Browsers without IntersectionObserver (and jsdom) load at once. */
export const canObserve = (): boolean => typeof IntersectionObserver !== "undefined";
