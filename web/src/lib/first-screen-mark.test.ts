import { afterEach, describe, expect, it } from "vitest";
import { FIRST_SCREEN_MARK, markFirstScreen } from "./first-screen-mark.ts";

afterEach(() => performance.clearMarks(FIRST_SCREEN_MARK));

describe("markFirstScreen", () => {
  it("marks the first screen's commit once per page load, however often a screen commits", () => {
    expect(performance.getEntriesByName(FIRST_SCREEN_MARK)).toHaveLength(0);
    markFirstScreen();
    const [first] = performance.getEntriesByName(FIRST_SCREEN_MARK);
    markFirstScreen();
    expect(performance.getEntriesByName(FIRST_SCREEN_MARK)).toEqual([first]);
  });
});
