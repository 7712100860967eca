import type { components } from "@platform/sdk";

export type LotteryGame = components["schemas"]["LotteryGame"];

/** The groups the lottery page files games under, in this order; anything else goes under OTHER. */
const LOTTERY_GROUPS = ["VN_NORTH", "VN_CENTRAL", "VN_SOUTH", "FAST", "SEA", "OTHER"] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];

function groupOf(game: LotteryGame): LotteryGroup {
  return (LOTTERY_GROUPS as readonly string[]).includes(game.gameGroup ?? "") ? (game.gameGroup as LotteryGroup) : "OTHER";
}

/** The games by group, empty groups left out, each group in server order. */
export function groupLotteryGames(games: readonly LotteryGame[]): { group: LotteryGroup; games: LotteryGame[] }[] {
  return LOTTERY_GROUPS.map((group) => ({ group, games: games.filter((game) => groupOf(game) === group) })).filter(
    (entry) => entry.games.length > 0,
  );
}
