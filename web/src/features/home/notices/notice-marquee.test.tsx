import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { MARQUEE_FPS, marqueeAnimation, NoticeMarquee } from "./notice-marquee.tsx";

const notice = (id: number, title: string) => ({ id, title, type: "PL" as const });

describe("notice marquee (spec §2 'Home')", () => {
  it("shows 'No announcement' when there is none", () => {
    renderWithProviders(<NoticeMarquee notices={[]} />);
    expect(screen.getByRole("region", { name: "Announcements" })).toHaveTextContent("No announcement");
  });

  it("says nothing while the notices are not known yet (not 'No announcement')", () => {
    renderWithProviders(<NoticeMarquee notices={[]} loading />);
    expect(screen.getByRole("region", { name: "Announcements" }).textContent).toBe("");
    expect(screen.queryByText("No announcement")).not.toBeInTheDocument();
  });

  it("opens /m/notice on the tapped notice's index", async () => {
    const { user } = renderWithProviders(<NoticeMarquee notices={[notice(7101, "Maintenance"), notice(7102, "New slots")]} />);
    await user.click(screen.getByRole("button", { name: "New slots" }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe("/m/notice?index=1"));
  });

  it("moves 1.5 px a frame at 30 frames a second and starts over after one copy's width", () => {
    const motion = marqueeAnimation(100);
    // Frames at 0, 1.5 … 99 px; the next step (100.5 px) would pass the 100 px loop, so it starts over.
    expect(motion?.keyframes).toEqual([{ transform: "translateX(0)" }, { transform: "translateX(-100.5px)" }]);
    expect(motion?.options).toEqual({ duration: (67 * 1000) / MARQUEE_FPS, iterations: Infinity, easing: "steps(67)" });
    expect(marqueeAnimation(0)).toBeNull();
  });

  it("runs the motion as a browser animation of the track once its width is known", () => {
    const animate = vi.fn<HTMLElement["animate"]>(() => ({ cancel: vi.fn() }) as unknown as Animation);
    const scrollWidth = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(300);
    HTMLElement.prototype.animate = animate;
    try {
      const { container, unmount } = renderWithProviders(<NoticeMarquee notices={[notice(1, "One")]} />);
      expect(animate).toHaveBeenCalledTimes(1);
      expect(animate.mock.contexts[0]).toBe(container.querySelector(".notice-marquee__track"));
      expect(animate.mock.calls[0]).toEqual([marqueeAnimation(150)?.keyframes, marqueeAnimation(150)?.options]);
      unmount();
    } finally {
      scrollWidth.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });
});

describe("notice marquee at rest (idle is idle)", () => {
  function withAnimation() {
    const animation = { cancel: vi.fn(), pause: vi.fn(), play: vi.fn() };
    const animate = vi.fn<HTMLElement["animate"]>(() => animation as unknown as Animation);
    const scrollWidth = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(300);
    HTMLElement.prototype.animate = animate;
    const restore = () => {
      scrollWidth.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    };
    return { animation, animate, restore };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("pauses while the page is hidden and plays on from there when shown", () => {
    const { animation, restore } = withAnimation();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    try {
      renderWithProviders(<NoticeMarquee notices={[notice(1, "One")]} />);
      act(() => {
        visibility.mockReturnValue("hidden");
        document.dispatchEvent(new Event("visibilitychange"));
      });
      expect(animation.pause).toHaveBeenCalledTimes(1);
      expect(animation.play).not.toHaveBeenCalled();
      act(() => {
        visibility.mockReturnValue("visible");
        document.dispatchEvent(new Event("visibilitychange"));
      });
      expect(animation.play).toHaveBeenCalledTimes(1);
      // Played on, not started over: the same animation, never cancelled.
      expect(animation.cancel).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it("pauses while scrolled off screen and plays on when back", () => {
    const { animation, restore } = withAnimation();
    let report: IntersectionObserverCallback = () => undefined;
    let watched: Element | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(target: Element) {
          watched = target;
        }
        disconnect() {}
      },
    );
    const onScreen = (isIntersecting: boolean) =>
      act(() => report([{ target: watched!, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
    try {
      renderWithProviders(<NoticeMarquee notices={[notice(1, "One")]} />);
      expect(watched).toBe(screen.getByRole("region", { name: "Announcements" }));
      onScreen(false);
      expect(animation.pause).toHaveBeenCalledTimes(1);
      onScreen(true);
      expect(animation.play).toHaveBeenCalledTimes(1);
      expect(animation.cancel).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it("stands still for reduced motion: no animation at all", () => {
    const { animate, restore } = withAnimation();
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList);
    try {
      renderWithProviders(<NoticeMarquee notices={[notice(1, "One")]} />);
      expect(animate).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
