// Game lists page through the contract's example pages; favourites and
// recent games persist per member, over every game the examples show.
import { ok, refuse, type HandlerTable, type OkBody, type Schemas } from "../handler-types.ts";
import type { Member, SandboxState } from "../state.ts";

/** Spec §9: 25 games a page, 100 favourite ids. */
const GAME_PAGE = 25;
const RECENT_LIMIT = 50;
const EXAMPLE_PAGES = ["page1", "page2", "lastPage"] as const;

function pageOf<T>(items: T[], pageNo: number, pageSize: number) {
  const totalPages = Math.ceil(items.length / pageSize);
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages, totalCount: items.length };
}

function numberParam(query: URLSearchParams, name: string, fallback: number): number {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function gamesOf(state: SandboxState, nodeIds: number[], gameType: string | null): Schemas["Game"][] {
  return nodeIds.flatMap((id) => state.game(id) ?? []).filter((game) => !gameType || game.gameType === gameType);
}

/** The body's node id, sent as a number or a numeric string (issue 18). */
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
  getGameList: (request, context) => {
    const pageNo = numberParam(request.query, "pageNo", 1);
    const name = request.query.get("gameName")?.trim().toLowerCase();
    if (name) {
      const matches = context.state.games.filter((g) => `${g.gameName ?? ""} ${g.nodeName ?? ""}`.toLowerCase().includes(name));
      const page = pageOf(matches, pageNo, numberParam(request.query, "pageSize", GAME_PAGE));
      return ok<"getGameList">({ success: true, value: { games: page.items, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount } });
    }
    const example = EXAMPLE_PAGES[pageNo - 1];
    if (example) return ok<"getGameList">(context.example("getGameList", example) as OkBody<"getGameList">);
    const last = context.example("getGameList", "lastPage") as OkBody<"getGameList">;
    return ok<"getGameList">({ success: true, value: { games: [], pageNum: pageNo, totalPages: last.value?.totalPages ?? 0, totalCount: last.value?.totalCount ?? 0 } });
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

  addRecentGame: (request, { state }) => {
    const nodeId = Number(request.query.get("nodeId"));
    if (!state.game(nodeId)) return refuse("game.not.found", "Game not found");
    const member = request.member!;
    member.recent = [nodeId, ...member.recent.filter((id) => id !== nodeId)].slice(0, RECENT_LIMIT);
    return ok<"addRecentGame">({ success: true, value: true });
  },
};
