// The game list answers its filters from the sandbox's games (the contract's
// examples and the game catalogue, game-catalogue.ts), 25 a page; favourites
// and recent games persist per member over the same games. The lottery
// gateway's list answers the prize mode asked (the contract's `lott` and
// `elott` examples: traditional when none is asked, as the /m shell asks).
import { ok, refuse, type HandlerTable, type OkBody, type Schemas } from "../handler-types.ts";
import type { Member, SandboxState } from "../state.ts";

/** Spec §9: 25 games a page, 100 favourite ids. */
const GAME_PAGE = 25;
const RECENT_LIMIT = 50;

/** Spec §4: ESPORTS and COCKFIGHT are shown under SPORTS, so a SPORTS list holds them too. */
const LISTED_UNDER: Partial<Record<Schemas["GameCategory"], readonly Schemas["GameCategory"][]>> = {
  SPORTS: ["SPORTS", "ESPORTS", "COCKFIGHT"],
};

/**
 * GCSGAME_gameList's filters (spec §2 filter drawer, §7), each applied only when
 * sent non-empty: the game type (every type when absent, as scripts call it),
 * the provider, the slot class, the minimum bet (the games a bet of that size
 * can play: their smallest stake is at most it) and the trimmed name, matched
 * case-insensitively within the game or node name.
 */
function filterGames(games: readonly Schemas["Game"][], query: URLSearchParams): Schemas["Game"][] {
  const gameType = query.get("gameType");
  const vassalage = query.get("vassalage")?.trim();
  const gameClassify = query.get("gameClassify")?.trim();
  const minBet = query.get("minBet") ? Number(query.get("minBet")) : undefined;
  const name = query.get("gameName")?.trim().toLowerCase();
  return games.filter(
    (game) =>
      ofType(game, gameType) &&
      (!vassalage || game.vassalage === vassalage) &&
      (!gameClassify || game.gameClassify === gameClassify) &&
      (minBet === undefined || (typeof game.minBet === "number" && game.minBet <= minBet)) &&
      (!name || `${game.gameName ?? ""} ${game.nodeName ?? ""}`.toLowerCase().includes(name)),
  );
}

function pageOf<T>(items: T[], pageNo: number, pageSize: number) {
  const totalPages = Math.ceil(items.length / pageSize);
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages, totalCount: items.length };
}

function numberParam(query: URLSearchParams, name: string, fallback: number): number {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Whether a game belongs in a list of this type (every type when none is asked). */
function ofType(game: Schemas["Game"], gameType: string | null): boolean {
  if (!gameType) return true;
  return (LISTED_UNDER[gameType as Schemas["GameCategory"]] ?? [gameType]).includes(game.gameType);
}

function gamesOf(state: SandboxState, nodeIds: number[], gameType: string | null): Schemas["Game"][] {
  return nodeIds.flatMap((id) => state.game(id) ?? []).filter((game) => ofType(game, gameType));
}

/** The body's node id, sent as a number or a numeric string. */
function nodeIdOf(body: unknown): number | undefined {
  const raw = (body as { nodeId?: unknown } | undefined)?.nodeId;
  const id = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === "number" && Number.isInteger(id) ? id : undefined;
}

function toggleFavourite(member: Member, state: SandboxState, body: unknown, add: boolean) {
  const nodeId = nodeIdOf(body);
  if (nodeId === undefined) return { status: 400 as const, body: { success: false as const, errorCode: "request_param_err", message: "nodeId must be a number" } };
  if (add && !state.game(nodeId)) return refuse("game.not.found", "Game not found");
  const present = member.favourites.includes(nodeId);
  if (!add && !present) return refuse("favorite.not.found", "This game is not in your favourites");
  member.favourites = [...(add ? [nodeId] : []), ...member.favourites.filter((id) => id !== nodeId)];
  return { status: 200 as const, body: { success: true, value: true } };
}

export const gameHandlers: HandlerTable = {
  getGameList: (request, { state }) => {
    const matches = filterGames(state.games, request.query);
    const page = pageOf(matches, numberParam(request.query, "pageNo", 1), numberParam(request.query, "pageSize", GAME_PAGE));
    return ok<"getGameList">({ success: true, value: { games: page.items, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount } });
  },

  getFavoriteGameIds: (request) => ok<"getFavoriteGameIds">({ success: true, value: request.member!.favourites.slice(0, numberParam(request.query, "pageSize", 100)).map(String) }),

  getFavoriteGames: (request, { state }) => {
    const games = gamesOf(state, request.member!.favourites, request.query.get("gameType"));
    const page = pageOf(games, numberParam(request.query, "pageNo", 1), numberParam(request.query, "pageSize", GAME_PAGE));
    return ok<"getFavoriteGames">({ success: true, value: { content: page.items, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount } });
  },

  addFavoriteGame: (request, { state }) => toggleFavourite(request.member!, state, request.json, true),
  removeFavoriteGame: (request, { state }) => toggleFavourite(request.member!, state, request.json, false),

  getRecentGames: (request, { state }) => {
    const games = gamesOf(state, request.member!.recent, request.query.get("gameType"));
    const page = pageOf(games, numberParam(request.query, "page", 1), numberParam(request.query, "pageSize", GAME_PAGE));
    return ok<"getRecentGames">({ success: true, value: { list: page.items, pageNum: page.pageNum, totalPages: page.totalPages } });
  },

  getLotteryGames: (request, context) =>
    ok<"getLotteryGames">(context.example("getLotteryGames", request.query.get("prizeMode") === "Elott" ? "elott" : "lott") as OkBody<"getLotteryGames">),

  addRecentGame: (request, { state }) => {
    const nodeId = Number(request.query.get("nodeId"));
    if (!state.game(nodeId)) return refuse("game.not.found", "Game not found");
    const member = request.member!;
    member.recent = [nodeId, ...member.recent.filter((id) => id !== nodeId)].slice(0, RECENT_LIMIT);
    return ok<"addRecentGame">({ success: true, value: true });
  },
};
