import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAINT_PRESENTED_MS, usePaintedOnce } from "./use-painted-once.ts";

function Probe() {
  return <p>{usePaintedOnce() ? "painted" : "first picture"}</p>;
}

describe("usePaintedOnce", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("is false in the first picture and through its first frame, true PAINT_PRESENTED_MS after the frame after it", () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    render(<Probe />);
    expect(screen.getByText("first picture")).toBeInTheDocument();
    act(() => frames.shift()?.(0));
    expect(screen.getByText("first picture")).toBeInTheDocument();
    act(() => frames.shift()?.(16));
    act(() => vi.advanceTimersByTime(PAINT_PRESENTED_MS - 1));
    expect(screen.getByText("first picture")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("painted")).toBeInTheDocument();
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
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const view = render(<Probe />);
    act(() => frames.shift()?.(0));
    act(() => frames.shift()?.(16));
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
