import { describe, expect, it } from "vitest";
import type { Game } from "./game-types.ts";
import { hotOfCategory, hotWithoutFavourites } from "./hot-games.ts";

const game = (nodeId: number, gameType: Game["gameType"], vassalage = "PG"): Game => ({ nodeId, gameType, vassalage, gameName: `G${nodeId}` });
const hot = [game(1, "RNG"), game(2, "LIVE", "EVO"), game(3, "RNG", "JL"), game(4, "ESPORTS", "IMES"), game(5, "SPORTS", "SABA")];

describe("hot games", () => {
  it("hides the member's favourites from the home hot list (spec §2)", () => {
    expect(hotWithoutFavourites(hot, ["1", "4"]).map((g) => g.nodeId)).toEqual([2, 3, 5]);
    expect(hotWithoutFavourites(hot, [])).toHaveLength(5);
  });

  it("keeps one menu category, e-sports under sports, and one vendor when asked", () => {
    expect(hotOfCategory(hot, "RNG").map((g) => g.nodeId)).toEqual([1, 3]);
    expect(hotOfCategory(hot, "RNG", "JL").map((g) => g.nodeId)).toEqual([3]);
    expect(hotOfCategory(hot, "SPORTS").map((g) => g.nodeId)).toEqual([4, 5]);
  });
});
