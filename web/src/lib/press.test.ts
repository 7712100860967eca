import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPressTracker, LONG_PRESS_MS, PRESS_DELAY_MS, PRESS_OUT_MS, PRESS_RETENTION_PX } from "./press.ts";

function tracked() {
  const log: string[] = [];
  const tracker = createPressTracker({
    onPressIn: () => log.push("in"),
    onPressOut: () => log.push("out"),
    onLongPress: () => log.push("long"),
  });
  return { log, tracker };
}

describe("touch press timings (spec §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("has the spec's figures", () => {
    expect([PRESS_DELAY_MS, LONG_PRESS_MS, PRESS_OUT_MS, PRESS_RETENTION_PX]).toEqual([130, 370, 100, 20]);
  });

  it("shows the press after 130 ms of a resting touch, and removes it 100 ms after release", () => {
    const { log, tracker } = tracked();
    tracker.down(50, 50);
    vi.advanceTimersByTime(PRESS_DELAY_MS - 1);
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(["in"]);
    tracker.up();
    vi.advanceTimersByTime(PRESS_OUT_MS - 1);
    expect(log).toEqual(["in"]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(["in", "out"]);
  });

  it("never shows a press under a finger that moves more than 20 px (a scroll)", () => {
    const { log, tracker } = tracked();
    tracker.down(50, 50);
    vi.advanceTimersByTime(60);
    tracker.move(50, 50 + PRESS_RETENTION_PX + 1);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    tracker.up();
    vi.advanceTimersByTime(PRESS_OUT_MS);
    expect(log).toEqual([]);
  });

  it("keeps the press while the finger stays within 20 px", () => {
    const { log, tracker } = tracked();
    tracker.down(50, 50);
    tracker.move(50 + 12, 50 + 16); // 20 px away exactly
    vi.advanceTimersByTime(PRESS_DELAY_MS);
    expect(log).toEqual(["in"]);
  });

  it("removes a shown press at once when the finger moves away", () => {
    const { log, tracker } = tracked();
    tracker.down(50, 50);
    vi.advanceTimersByTime(PRESS_DELAY_MS);
    tracker.move(90, 50);
    expect(log).toEqual(["in", "out"]);
  });

  it("a tap shorter than the delay still shows a press, for 100 ms", () => {
    const { log, tracker } = tracked();
    tracker.down(50, 50);
    vi.advanceTimersByTime(40);
    tracker.up();
    expect(log).toEqual(["in"]);
    vi.advanceTimersByTime(PRESS_OUT_MS);
    expect(log).toEqual(["in", "out"]);
  });

  it("is a long press after 370 ms held, not before, and not once released", () => {
    const { log, tracker } = tracked();
    tracker.down(50, 50);
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(log).toEqual(["in"]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(["in", "long"]);

    const second = tracked();
    second.tracker.down(0, 0);
    vi.advanceTimersByTime(200);
    second.tracker.up();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(second.log).toEqual(["in", "out"]);
  });

  it("a cancelled gesture (the browser scrolls) leaves no press and nothing pending", () => {
    const { log, tracker } = tracked();
    tracker.down(50, 50);
    vi.advanceTimersByTime(PRESS_DELAY_MS);
    tracker.cancel();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(log).toEqual(["in", "out"]);
  });

  it("presses at once when asked to (a mouse)", () => {
    const { log, tracker } = tracked();
    tracker.down(50, 50, 0);
    expect(log).toEqual(["in"]);
  });
});
