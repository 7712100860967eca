// Spec §9: images load once they come within 100 px of the viewport — or of
// the container they scroll in (a horizontal row of cards) — and the loads
// are let go at most once per 300 ms (a fling through a long list starts the
// images where it stops, not every one it passed). One observer per scroll
// root serves every image (a list of 1,000 games holds only the tiles near
// the screen, each registered here while mounted). A root's observer lives as
// long as it watches an image: when the last one is let go (the row unmounts,
// every image came near), it is disconnected and forgotten. Kept instead, it
// held its root, and with the root the whole screen it was part of, once per
// visit (home's hot-game rows, 226 DOM nodes per return to home).
import { after, type Cancel } from "../../../lib/timing.ts";

/** Spec §9: how near (px) the viewport or scroll container an image starts loading. */
export const LAZY_IMAGE_MARGIN_PX = 100;
/** Spec §9: images that came near are let load at most once per this many ms (the first at once). */
export const LAZY_IMAGE_THROTTLE_MS = 300;

type Callback = () => void;
const waiting = new Map<Element, Callback>();
/** Each scroll root's observer (null: the viewport) and the images it watches now. */
const observers = new Map<Element | null, { observer: IntersectionObserver; watched: Set<Element> }>();
/** The root each watched image is observed in. */
const watchedBy = new Map<Element, Element | null>();
const ready = new Set<Element>();
let lastRelease = Number.NEGATIVE_INFINITY;
let releaseTimer: Cancel | undefined;

function release(): void {
  releaseTimer = undefined;
  lastRelease = Date.now();
  const elements = [...ready];
  ready.clear();
  for (const element of elements) {
    const callback = waiting.get(element);
    stopWatching(element);
    callback?.();
  }
}

/** Leading and trailing: the first images at once, the next no sooner than 300 ms after the last release. */
function scheduleRelease(): void {
  if (releaseTimer !== undefined) return;
  const wait = lastRelease + LAZY_IMAGE_THROTTLE_MS - Date.now();
  if (wait <= 0) release();
  else releaseTimer = after(wait, release);
}

function observerFor(root: Element | null): { observer: IntersectionObserver; watched: Set<Element> } {
  let entry = observers.get(root);
  if (!entry) {
    const observer = new IntersectionObserver(
      (entries) => {
        let any = false;
        for (const entry of entries) {
          if (!entry.isIntersecting || !waiting.has(entry.target)) continue;
          ready.add(entry.target);
          any = true;
        }
        if (any) scheduleRelease();
      },
      { root, rootMargin: `${LAZY_IMAGE_MARGIN_PX}px` },
    );
    entry = { observer, watched: new Set() };
    observers.set(root, entry);
  }
  return entry;
}

function stopWatching(element: Element): void {
  waiting.delete(element);
  ready.delete(element);
  if (!watchedBy.has(element)) return;
  const root = watchedBy.get(element) ?? null;
  watchedBy.delete(element);
  const entry = observers.get(root);
  if (!entry) return;
  entry.observer.unobserve(element);
  entry.watched.delete(element);
  if (entry.watched.size > 0) return;
  entry.observer.disconnect();
  observers.delete(root);
}

/**
 * Calls `onNear` once `element` is within 100 px of `root` (the container it
 * scrolls in; null: the viewport), throttled; returns the cleanup.
 */
export function whenNearViewport(element: Element, onNear: Callback, root: Element | null = null): () => void {
  stopWatching(element);
  const { observer, watched } = observerFor(root);
  waiting.set(element, onNear);
  watchedBy.set(element, root);
  watched.add(element);
  observer.observe(element);
  return () => stopWatching(element);
}

/** Browsers without IntersectionObserver (and jsdom) load at once (native loading="lazy" still defers). */
export const canObserve = (): boolean => typeof IntersectionObserver !== "undefined";

/** Tests only: forgets the observers and the throttle's clock. */
export function resetNearViewport(): void {
  for (const element of [...waiting.keys()]) stopWatching(element);
  for (const { observer } of observers.values()) observer.disconnect();
  observers.clear();
  releaseTimer?.();
  releaseTimer = undefined;
  lastRelease = Number.NEGATIVE_INFINITY;
}
