import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keyedThrottle } from "./throttle.ts";

describe("keyedThrottle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows a key once per interval, each key on its own", () => {
    const allow = keyedThrottle(150);
    expect(allow("a")).toBe(true);
    expect(allow("a")).toBe(false);
    expect(allow("b")).toBe(true);
    vi.advanceTimersByTime(149);
    expect(allow("a")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(allow("a")).toBe(true);
  });
});
