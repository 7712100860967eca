import { describe, expect, it } from "vitest";
import { groupLotteryGames } from "./lottery-groups.ts";

describe("lottery groups", () => {
  it("files games by region, fast and SEA draws, in a fixed order, others last", () => {
    const games = [
      { gameId: 1, gameName: "HCM", gameGroup: "VN_SOUTH" },
      { gameId: 2, gameName: "Fast", gameGroup: "FAST" },
      { gameId: 3, gameName: "HN", gameGroup: "VN_NORTH" },
      { gameId: 4, gameName: "Keno", gameGroup: "KENO" },
    ];
    expect(groupLotteryGames(games).map(({ group, games: inGroup }) => [group, inGroup.map((game) => game.gameId)])).toEqual([
      ["VN_NORTH", [3]],
      ["VN_SOUTH", [1]],
      ["FAST", [2]],
      ["OTHER", [4]],
    ]);
  });
});
