import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LAZY_IMAGE_MARGIN_PX, LAZY_IMAGE_THROTTLE_MS, resetNearViewport, whenNearViewport } from "./near-viewport.ts";

/** A stand-in IntersectionObserver: the test says which elements came near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
    this.disconnected = true;
  }
  near(...elements: Element[]) {
    this.callback(
      elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

const element = () => document.createElement("img");

describe("images near the viewport (spec §9: 100 px, throttle 300 ms)", () => {
  beforeEach(() => {
    // The web project's files share modules (isolate: false): an earlier file's images may have left observers.
    resetNearViewport();
    vi.useFakeTimers();
    FakeObserver.all = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    resetNearViewport();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("has the spec's figures and watches with a 100 px margin, one observer per scroll root", () => {
    expect([LAZY_IMAGE_MARGIN_PX, LAZY_IMAGE_THROTTLE_MS]).toEqual([100, 300]);
    const row = document.createElement("ul");
    whenNearViewport(element(), () => undefined);
    whenNearViewport(element(), () => undefined);
    whenNearViewport(element(), () => undefined, row);
    expect(FakeObserver.all.map((observer) => observer.options)).toEqual([
      { root: null, rootMargin: "100px" },
      { root: row, rootMargin: "100px" },
    ]);
  });

  it("lets the first images load at once and the next ones no sooner than 300 ms later, each once", () => {
    const loaded: string[] = [];
    const [a, b, c] = [element(), element(), element()];
    whenNearViewport(a, () => loaded.push("a"));
    whenNearViewport(b, () => loaded.push("b"));
    whenNearViewport(c, () => loaded.push("c"));
    const observer = FakeObserver.all[0] as FakeObserver;

    observer.near(a);
    expect(loaded).toEqual(["a"]);
    expect(observer.observed.has(a)).toBe(false);

    vi.advanceTimersByTime(100);
    observer.near(b);
    observer.near(c, a);
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS - 100 - 1);
    expect(loaded).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(loaded).toEqual(["a", "b", "c"]);

    // A quiet while later, the next one loads at once again (watched by a new observer: the first one,
    // its images all loaded, was let go).
    const d = element();
    whenNearViewport(d, () => loaded.push("d"));
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    (FakeObserver.all.at(-1) as FakeObserver).near(d);
    expect(loaded).toEqual(["a", "b", "c", "d"]);
  });

  it("forgets an image that went away (a tile scrolled out of a virtual list) before its turn", () => {
    const loaded: string[] = [];
    const [a, b] = [element(), element()];
    whenNearViewport(a, () => loaded.push("a"));
    const stop = whenNearViewport(b, () => loaded.push("b"));
    const observer = FakeObserver.all[0] as FakeObserver;
    observer.near(a);
    observer.near(b);
    stop();
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    expect(loaded).toEqual(["a"]);
    expect(observer.observed.size).toBe(0);
  });

  it("lets a scroll root go with its last image: its observer is disconnected and holds the root no more", () => {
    // Each visit to home draws new rows of hot games, each row a scroll root. An observer kept per root
    // held the row, and through it the whole screen left behind, once per visit.
    const row = document.createElement("ul");
    const [a, b] = [element(), element()];
    const stopA = whenNearViewport(a, () => undefined, row);
    const stopB = whenNearViewport(b, () => undefined, row);
    const first = FakeObserver.all.at(-1) as FakeObserver;
    stopA();
    expect(first.disconnected).toBe(false);
    stopB();
    expect(first.disconnected).toBe(true);

    // The next row (even the same element) gets an observer of its own.
    whenNearViewport(element(), () => undefined, row);
    expect(FakeObserver.all.at(-1)).not.toBe(first);
  });

  it("lets the viewport's observer go too once every image it watched has loaded", () => {
    const a = element();
    whenNearViewport(a, () => undefined);
    const observer = FakeObserver.all[0] as FakeObserver;
    observer.near(a);
    expect(observer.disconnected).toBe(true);
  });
});
