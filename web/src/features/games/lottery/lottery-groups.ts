import type { components } from "@platform/sdk";

export type LotteryGameMenu = components["schemas"]["LotteryGameMenu"];
type LotteryGame = components["schemas"]["LotteryGame"];

/** The list the lottery page asks: `Lott` traditional or `Elott` entertainment (GET /lgw/games/mobile). */
export type LotteryListMode = "Lott" | "Elott";

/** Tile labels the page words itself; any other `tag` is not shown. */
const SHOWN_TAGS = ["HOT", "NEW"] as const;
type LotteryTag = (typeof SHOWN_TAGS)[number];

/** A game as the lottery page shows and launches it. */
export interface LotteryTile {
  gameId: number;
  /** The launcher's `lottoGameCode` (the menu's `code`, or `gameCode`). */
  code: string | undefined;
  name: string;
  iconUrl: string | undefined;
  tag: LotteryTag | undefined;
}

export interface LotteryTileGroup {
  key: string;
  /** The server's group name (`displayName`, else `gameGroupCode`); none when it sends neither. */
  name: string | undefined;
  games: LotteryTile[];
}

function tileOf(game: LotteryGame): LotteryTile {
  const code = (game.code ?? game.gameCode)?.trim() || undefined;
  const tag = game.tag?.trim().toUpperCase();
  return {
    gameId: game.gameId,
    code,
    name: game.remark?.trim() || code || String(game.gameId),
    iconUrl: game.mobileIconUrl || undefined,
    tag: (SHOWN_TAGS as readonly string[]).includes(tag ?? "") ? (tag as LotteryTag) : undefined,
  };
}

/**
 * The gateway's menu as the real client groups it: the body's values in the
 * order `Object.values` gives them (as the member centre takes them; the
 * keys mean nothing else), each group's `games` or else `gameMenus`; groups
 * without a game are left out.
 */
export function lotteryGroups(menu: LotteryGameMenu): LotteryTileGroup[] {
  return Object.entries(menu)
    .map(([key, group]) => ({
      key: String(group.gameGroupId ?? key),
      name: group.displayName?.trim() || group.gameGroupCode?.trim() || undefined,
      games: (group.games ?? group.gameMenus ?? []).map(tileOf),
    }))
    .filter((group) => group.games.length > 0);
}
