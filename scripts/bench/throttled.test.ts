import { afterEach, describe, expect, it } from "vitest";
import { markSeen } from "./throttled.ts";

// markSeen's text runs in the page (by CDP, scripts/bench/throttled.ts); Node has the same performance marks and observer.
const run = (expression: string) => (0, eval)(expression) as Promise<boolean>;

afterEach(() => performance.clearMarks());

describe("markSeen, the bench's wait for the app's first screen", () => {
  it("is true at once when the mark is there", async () => {
    performance.mark("bench:test-mark");
    await expect(run(markSeen("bench:test-mark", 1_000))).resolves.toBe(true);
  });
  it("is true when the mark comes while it waits", async () => {
    const seen = run(markSeen("bench:test-mark", 5_000));
    setTimeout(() => performance.mark("bench:test-mark"), 20);
    await expect(seen).resolves.toBe(true);
  });
  it("is false when the mark has not come in time, and another mark does not count", async () => {
    const seen = run(markSeen("bench:test-mark", 50));
    performance.mark("bench:another-mark");
    await expect(seen).resolves.toBe(false);
  });
});
