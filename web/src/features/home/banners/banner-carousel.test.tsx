import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi, type MockInstance } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { BannerCarousel, SLIDER_LOAD_DELAY_MS } from "./banner-carousel.tsx";
import type { Banner } from "./banner-destination.ts";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS, carouselRules } from "./carousel-rules.ts";

const banner = (id: number): Banner => ({
  id,
  title: `Banner ${id}`,
  url: `/mock-assets/banners/b${id}.svg`,
  sequence: id,
  clickPayload: { action: "ROUTE", target: "/m/vip" },
});

describe("banner carousel rules (spec §2, §9)", () => {
  it("loops, autoplays every 5000 ms and shows dots only with several banners", () => {
    expect(carouselRules(0)).toEqual({ loop: false, autoplayMs: null, dots: false });
    expect(carouselRules(1)).toEqual({ loop: false, autoplayMs: null, dots: false });
    expect(carouselRules(3)).toEqual({ loop: true, autoplayMs: 5000, dots: true });
    expect(CAROUSEL_SPEED_MS).toBe(1000);
  });
});

describe("banner carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows nothing without banners", () => {
    const { container } = renderWithProviders(<BannerCarousel banners={[]} />);
    expect(container.querySelector(".banner-carousel")).toBeNull();
  });

  it("shows a single banner, clickable, without dots, and never slides", async () => {
    renderWithProviders(<BannerCarousel banners={[banner(1)]} />);
    const image = screen.getByRole("img", { name: "Banner 1" });
    expect(image.closest("a")).toHaveAttribute("href", "/m/vip");
    expect(image).toHaveAttribute("width", "750");
    expect(image).toHaveAttribute("height", "300");
    act(() => vi.advanceTimersByTime(SLIDER_LOAD_DELAY_MS + 3 * CAROUSEL_AUTOPLAY_MS));
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Show banner/ })).not.toBeInTheDocument();
  });

  it("slides several banners in a loop with dot pagination, moving on every 5000 ms", async () => {
    renderWithProviders(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} />);
    // First paint: the first banner still, dots drawn.
    expect(screen.getByRole("img", { name: "Banner 1" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLIDER_LOAD_DELAY_MS));
    const dots = await screen.findAllByRole("button", { name: /Show banner/ });
    // The slider's effects (its autoplay wait among them) run after the commit that drew the dots.
    await act(async () => undefined);
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    expect(screen.getAllByRole("img", { hidden: true })).toHaveLength(3);
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS + CAROUSEL_SPEED_MS));
    await waitFor(() => expect(screen.getByRole("button", { name: "Show banner 2" })).toHaveAttribute("aria-current", "true"));
  });
});

describe("banner carousel at rest (idle is idle)", () => {
  /** IntersectionObserver stand-in: `show(false)` scrolls the carousel away, `show(true)` back. */
  let observers: { callback: IntersectionObserverCallback; targets: Element[] }[];
  const show = (onScreen: boolean) =>
    act(() => {
      for (const { callback, targets } of observers) {
        callback(targets.map((target) => ({ target, isIntersecting: onScreen }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    });
  const setPage = (state: DocumentVisibilityState) =>
    act(() => {
      visibility.mockReturnValue(state);
      document.dispatchEvent(new Event("visibilitychange"));
    });
  let visibility: MockInstance<() => DocumentVisibilityState>;
  const three = [banner(1), banner(2), banner(3)];
  const dotCurrent = (n: number) => expect(screen.getByRole("button", { name: `Show banner ${n}` })).toHaveAttribute("aria-current", "true");

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    observers = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        private entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          observers.splice(observers.indexOf(this.entry), 1);
        }
      },
    );
    visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    visibility.mockRestore();
    vi.useRealTimers();
  });

  async function sliding() {
    renderWithProviders(<BannerCarousel banners={three} />);
    act(() => vi.advanceTimersByTime(SLIDER_LOAD_DELAY_MS));
    await screen.findAllByRole("button", { name: /Show banner/ });
    await act(async () => undefined);
    dotCurrent(1);
  }

  it("stops its autoplay while the page is hidden and goes on from the same banner when shown", async () => {
    await sliding();
    setPage("hidden");
    act(() => vi.advanceTimersByTime(5 * CAROUSEL_AUTOPLAY_MS));
    dotCurrent(1);
    setPage("visible");
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    dotCurrent(2);
  });

  it("stops its autoplay while scrolled off screen and goes on when back", async () => {
    await sliding();
    show(false);
    act(() => vi.advanceTimersByTime(5 * CAROUSEL_AUTOPLAY_MS));
    dotCurrent(1);
    show(true);
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    dotCurrent(2);
  });

  it("never moves by itself for reduced motion, and a dot still shows its banner", async () => {
    const matchMedia = vi.spyOn(window, "matchMedia").mockImplementation((query) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList);
    try {
      await sliding();
      act(() => vi.advanceTimersByTime(5 * CAROUSEL_AUTOPLAY_MS));
      dotCurrent(1);
      act(() => screen.getByRole("button", { name: "Show banner 3" }).click());
      dotCurrent(3);
      expect(screen.getByRole("img", { name: "Banner 3" }).closest("[inert]")).toBeNull();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it("slides as two Web Animations of transform (the compositor's), paused while hidden and played again when shown", async () => {
    const animations: { element: Element; keyframes: Keyframe[]; pause: () => void; play: () => void }[] = [];
    HTMLElement.prototype.animate = function (this: HTMLElement, keyframes) {
      const animation = { element: this, keyframes: keyframes as Keyframe[], playState: "running", pause: vi.fn(), play: vi.fn(), finish: vi.fn() };
      animations.push(animation);
      return animation as unknown as Animation;
    };
    const width = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
    try {
      await sliding();
      act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
      dotCurrent(2);
      expect(animations.map((a) => a.keyframes)).toEqual([
        [{ transform: "translateX(0px)" }, { transform: "translateX(-400px)" }],
        [{ transform: "translateX(400px)" }, { transform: "translateX(0px)" }],
      ]);
      expect(animations[0]?.element).toContainElement(screen.getByRole("img", { name: "Banner 1", hidden: true }));
      expect(animations[1]?.element).toContainElement(screen.getByRole("img", { name: "Banner 2" }));
      setPage("hidden");
      for (const animation of animations) expect(animation.pause).toHaveBeenCalled();
      setPage("visible");
      for (const animation of animations) expect(animation.play).toHaveBeenCalled();
    } finally {
      width.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it("follows a finger: a swipe to the left shows the next banner, to the right the previous, and the drag's tap opens nothing", async () => {
    const width = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
    try {
      await sliding();
      const track = screen.getByRole("img", { name: "Banner 1" }).closest(".banner-carousel__track")!;
      const swipe = (from: number, to: number) => {
        fireEvent.pointerDown(track, { pointerId: 1, isPrimary: true, button: 0, clientX: from, clientY: 50 });
        fireEvent.pointerMove(track, { pointerId: 1, isPrimary: true, clientX: (from + to) / 2, clientY: 52 });
        fireEvent.pointerMove(track, { pointerId: 1, isPrimary: true, clientX: to, clientY: 52 });
        fireEvent.pointerUp(track, { pointerId: 1, isPrimary: true, clientX: to, clientY: 52 });
      };
      const before = window.location.pathname;
      swipe(300, 100);
      dotCurrent(2);
      fireEvent.click(screen.getByRole("img", { name: "Banner 2" }));
      expect(window.location.pathname).toBe(before);
      swipe(100, 300);
      dotCurrent(1);
      swipe(100, 300);
      dotCurrent(3);
      // A short drag springs back.
      swipe(200, 150);
      dotCurrent(3);
    } finally {
      width.mockRestore();
    }
  });
});
