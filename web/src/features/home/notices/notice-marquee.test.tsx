import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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
