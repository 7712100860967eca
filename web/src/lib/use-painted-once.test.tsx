import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePaintedOnce } from "./use-painted-once.ts";

function Probe() {
  return <p>{usePaintedOnce() ? "painted" : "first picture"}</p>;
}

describe("usePaintedOnce", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is false in the first picture and through its first frame, true from the frame after it", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    render(<Probe />);
    expect(screen.getByText("first picture")).toBeInTheDocument();
    act(() => frames.shift()?.(0));
    expect(screen.getByText("first picture")).toBeInTheDocument();
    act(() => frames.shift()?.(16));
    expect(screen.getByText("painted")).toBeInTheDocument();
  });

  it("asks for no frame after it has gone", () => {
    const cancelled: number[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 7);
    vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => void cancelled.push(id));
    render(<Probe />).unmount();
    expect(cancelled).toContain(7);
  });
});
