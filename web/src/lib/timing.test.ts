import { afterEach, describe, expect, it, vi } from "vitest";
import { after, pause } from "./timing.ts";

const WAIT_MS = 300;

afterEach(() => {
  vi.useRealTimers();
});

describe("after / pause (the one home of timers)", () => {
  it("runs once, when the delay has passed, not before", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    after(WAIT_MS, run);
    vi.advanceTimersByTime(WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WAIT_MS * 3);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled; cancelling again, or after it ran, is harmless", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const cancel = after(WAIT_MS, run);
    cancel();
    cancel();
    vi.advanceTimersByTime(WAIT_MS);
    expect(run).not.toHaveBeenCalled();
    const ran = vi.fn();
    const late = after(WAIT_MS, ran);
    vi.advanceTimersByTime(WAIT_MS);
    expect(() => late()).not.toThrow();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it("pause resolves when the delay has passed", async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void pause(WAIT_MS).then(done);
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
