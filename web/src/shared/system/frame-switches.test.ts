import { describe, expect, it } from "vitest";
import { localKeys } from "../../lib/storage.ts";
import { keepFrameSwitches, keptFrameSwitch } from "./frame-switches.ts";

describe("the switches a frame draws, kept for the next first paint", () => {
  it("keeps the names of the frame's switches that are on, and nothing else of the answer", () => {
    keepFrameSwitches(new Map([["MAILCEN", true], ["FREEPLAY3", true], ["CBS3", false]]));
    expect(JSON.parse(localStorage.getItem(localKeys.frameSwitches) ?? "null")).toEqual(["MAILCEN"]);
    expect(keptFrameSwitch("MAILCEN")).toBe(true);
    keepFrameSwitches(new Map([["MAILCEN", false]]));
    expect(JSON.parse(localStorage.getItem(localKeys.frameSwitches) ?? "null")).toEqual([]);
    expect(keptFrameSwitch("MAILCEN")).toBe(false);
  });

  it("reads off without a kept answer, or with one that is not a list of names", () => {
    expect(keptFrameSwitch("MAILCEN")).toBe(false);
    localStorage.setItem(localKeys.frameSwitches, "{not json");
    expect(keptFrameSwitch("MAILCEN")).toBe(false);
    localStorage.setItem(localKeys.frameSwitches, JSON.stringify({ MAILCEN: true }));
    expect(keptFrameSwitch("MAILCEN")).toBe(false);
  });
});
