import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { heldAnimationFrames } from "../testing/animation-frames.ts";
import { PAINT_PRESENTED_MS, usePaintedOnce } from "./use-painted-once.ts";

function Probe({ until }: { until?: "shown" | "drawn" }) {
  return <p>{usePaintedOnce(until) ? "painted" : "first picture"}</p>;
}

describe("usePaintedOnce", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("is false in the first picture and through its first frame, true PAINT_PRESENTED_MS after the frame after it", () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    render(<Probe />);
    expect(screen.getByText("first picture")).toBeInTheDocument();
    frames.next();
    expect(screen.getByText("first picture")).toBeInTheDocument();
    frames.next();
    act(() => vi.advanceTimersByTime(PAINT_PRESENTED_MS - 1));
    expect(screen.getByText("first picture")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("painted")).toBeInTheDocument();
  });

  it("until drawn, is true in the animation frame after its first frame's, with no wait after it", () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    render(<Probe until="drawn" />);
    frames.next();
    expect(screen.getByText("first picture")).toBeInTheDocument();
    frames.next();
    expect(screen.getByText("painted")).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("asks for no frame after it has gone", () => {
    const cancelled: number[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 7);
    vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => void cancelled.push(id));
    render(<Probe />).unmount();
    expect(cancelled).toContain(7);
  });

  it("runs nothing once it has gone during the wait after the frames", () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    const view = render(<Probe />);
    frames.next();
    frames.next();
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
