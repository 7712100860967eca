// Animation frames a test runs by hand: requestAnimationFrame queues its callbacks here (restored by
// vi.restoreAllMocks), and `next()` runs the frame, each callback queued so far, inside act().
import { act } from "@testing-library/react";
import { vi } from "vitest";

export function heldAnimationFrames(): { next: () => void; pending: () => number } {
  const queued: FrameRequestCallback[] = [];
  let time = 0;
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => queued.push(callback));
  return {
    next: () => {
      const now = time;
      time += 16;
      act(() => queued.splice(0).forEach((callback) => callback(now)));
    },
    pending: () => queued.length,
  };
}
