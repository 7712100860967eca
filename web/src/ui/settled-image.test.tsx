import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrationRoot } from "../lib/hydration.ts";
import { PAINT_PRESENTED_MS } from "../lib/use-painted-once.ts";
import { heldAnimationFrames } from "../testing/animation-frames.ts";
import { SettledImage } from "./settled-image.tsx";

describe("SettledImage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("draws its box at its size at once, and asks for its picture once the page has settled", () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    render(
      <HydrationRoot hydrating={false}>
        <SettledImage src="https://cdn.example.test/alipay.svg" alt="Alipay" width={40} height={40} />
      </HydrationRoot>,
    );
    const image = screen.getByRole("img", { name: "Alipay" });
    expect(image).toHaveAttribute("width", "40");
    expect(image).toHaveAttribute("height", "40");
    expect(image).not.toHaveAttribute("src");
    frames.next();
    frames.next();
    act(() => vi.advanceTimersByTime(PAINT_PRESENTED_MS));
    expect(image).toHaveAttribute("src", "https://cdn.example.test/alipay.svg");
  });

  it("mounted after the page has settled (a later screen of the visit), asks for its picture once its first frame has been drawn, not with it", () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    const view = render(<HydrationRoot hydrating={false}>{null}</HydrationRoot>);
    frames.next();
    frames.next();
    act(() => vi.advanceTimersByTime(PAINT_PRESENTED_MS));
    view.rerender(
      <HydrationRoot hydrating={false}>
        <SettledImage src="https://cdn.example.test/alipay.svg" alt="Alipay" width={40} height={40} />
      </HydrationRoot>,
    );
    const image = screen.getByRole("img", { name: "Alipay" });
    expect(image).not.toHaveAttribute("src");
    // The frame's animation frame runs before its paint: the picture is asked for in the one after.
    frames.next();
    expect(image).not.toHaveAttribute("src");
    frames.next();
    expect(image).toHaveAttribute("src", "https://cdn.example.test/alipay.svg");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("drawn after the page's first live picture but before the page settles (its content's answer came late), waits for its own paint", () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    const runFrames = () => {
      frames.next();
      frames.next();
    };
    const view = render(<HydrationRoot hydrating={false}>{null}</HydrationRoot>);
    runFrames();
    act(() => vi.advanceTimersByTime(PAINT_PRESENTED_MS - 50));
    view.rerender(
      <HydrationRoot hydrating={false}>
        <SettledImage src="https://cdn.example.test/alipay.svg" alt="Alipay" width={40} height={40} />
      </HydrationRoot>,
    );
    // The page settles: the image, drawn 50 ms before, has not been shown long enough yet.
    act(() => vi.advanceTimersByTime(50));
    const image = screen.getByRole("img", { name: "Alipay" });
    expect(image).not.toHaveAttribute("src");
    runFrames();
    act(() => vi.advanceTimersByTime(PAINT_PRESENTED_MS));
    expect(image).toHaveAttribute("src", "https://cdn.example.test/alipay.svg");
  });

  it("passes the URL gate: an address it refuses is never asked for", () => {
    render(<SettledImage src="javascript:alert(1)" alt="Bad" width={40} height={40} />);
    expect(screen.getByRole("img", { name: "Bad" })).not.toHaveAttribute("src");
  });
});
