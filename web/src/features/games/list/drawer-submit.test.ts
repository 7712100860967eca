import { describe, expect, it } from "vitest";
import { drawerSubmitEvent } from "./drawer-submit.ts";

describe("filter drawer submit (spec §4)", () => {
  it("returns to All when nothing is chosen", () => {
    expect(drawerSubmitEvent({ gameName: "  " })).toEqual({ type: "filter.clear" });
  });

  it("searches by name alone", () => {
    expect(drawerSubmitEvent({ gameName: " Mahjong " })).toEqual({ type: "search.submit", name: "Mahjong" });
  });

  it("filters by provider, slot class and min bet, keeping a typed name", () => {
    expect(drawerSubmitEvent({ vassalage: "JL", minBet: "0.5", gameClassify: "", gameName: "Ace" })).toEqual({
      type: "filter.apply",
      filters: { vassalage: "JL", minBet: "0.5", gameName: "Ace" },
    });
  });
});
