// The sandbox's game list answers its filters from a
// catalogue with games of every category of spec §3, over HTTP as the app
// calls it (GCSGAME_gameList with gameType, vassalage, gameClassify, minBet,
// the trimmed gameName, 25 a page). Every answer is checked against the
// contract (sandboxPerFile fails the test on a violation).
import { describe, expect, it } from "vitest";
import { createPlatformClient, unwrap, type components, type operations, type PlatformClient } from "@platform/sdk";
import { login } from "@platform/sdk/secure";
import { SANDBOX_PASSWORD } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

type Query = Omit<operations["getGameList"]["parameters"]["query"], "merchant">;
type Category = components["schemas"]["GameCategory"];

function client(token?: string): PlatformClient {
  return createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0 });
}

/** One page as the mobile site asks for it (spec §7: platform html5, pageSize 25, minLine empty). */
function gameList(query: Query, api = client()) {
  return unwrap(api.api.GET("/wps/relay/GCSGAME_gameList", { params: { query: { merchant: "mc_demo", platform: "html5", pageNo: 1, pageSize: 25, minLine: "", clientType: 2, ...query } } }));
}

/** Every page of a list, following totalPages. */
async function allGames(query: Query) {
  const first = await gameList(query);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => gameList({ ...query, pageNo: i + 2 })));
  return [first, ...rest].flatMap((page) => page.games);
}

const CATEGORIES: Category[] = ["RNG", "LIVE", "PVP", "FISH", "SPORTS", "ESPORTS", "COCKFIGHT", "LOTT", "ELOTT"];
/** Spec §4: ESPORTS and COCKFIGHT are shown under SPORTS. */
const LISTED: Partial<Record<Category, Category[]>> = { SPORTS: ["SPORTS", "ESPORTS", "COCKFIGHT"] };

describe("the game list's categories", () => {
  it.each(CATEGORIES)("%s lists games, only of its own type, each node id once", async (gameType) => {
    const games = await allGames({ gameType });
    expect(games.length).toBeGreaterThan(0);
    const allowed = LISTED[gameType] ?? [gameType];
    expect(games.filter((game) => !allowed.includes(game.gameType))).toEqual([]);
    // Node ids are one game each.
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
  });

  it("gives each category page (live, sports, fishing, poker) games of several providers, and no slot", async () => {
    for (const gameType of ["LIVE", "SPORTS", "FISH", "PVP"] as const) {
      const { games } = await gameList({ gameType });
      expect(games.some((game) => game.gameType === "RNG"), gameType).toBe(false);
      expect(new Set(games.map((game) => game.vassalage)).size, gameType).toBeGreaterThan(1);
    }
  });

  it("pages at the spec's 25: the slots take three pages, the last one short, past the end empty", async () => {
    const first = await gameList({ gameType: "RNG" });
    expect(first.games).toHaveLength(25);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3 });
    const last = await gameList({ gameType: "RNG", pageNo: 3 });
    expect(last.games.length).toBe(first.totalCount! - 50);
    expect(last.games.length).toBeGreaterThan(0);
    const past = await gameList({ gameType: "RNG", pageNo: 4 });
    expect(past).toMatchObject({ games: [], pageNum: 4, totalPages: 3 });
    const ids = [...first.games, ...(await gameList({ gameType: "RNG", pageNo: 2 })).games, ...last.games].map((g) => g.nodeId);
    expect(new Set(ids).size).toBe(first.totalCount);
  });

  it("every vendor of the vendor mapping that launches directly is a game of the list (its node id is known)", async () => {
    const mapping = await unwrap(client().api.GET("/wps/relay/GCSGAME_getVassGameType", { params: { query: { typeId: 1, merchant_code: "mc_demo" } } }));
    const direct = Object.values(mapping.content).flat().filter((vendor) => vendor.nodeId !== undefined && vendor.nodeId !== null);
    expect(direct.length).toBeGreaterThan(0);
    const listed = new Map((await allGames({})).map((game) => [game.nodeId, game]));
    for (const vendor of direct) expect(listed.get(vendor.nodeId!)?.vassalage, vendor.displayName).toBe(vendor.vassalage);
  });
});

describe("the game list's filters", () => {
  it("the provider filter narrows a category to that provider's games", async () => {
    const live = await allGames({ gameType: "LIVE" });
    const evolution = await allGames({ gameType: "LIVE", vassalage: "EVO" });
    expect(evolution.length).toBeGreaterThan(1);
    expect(evolution.length).toBeLessThan(live.length);
    expect(evolution.every((game) => game.vassalage === "EVO" && game.displayName === "Evolution")).toBe(true);
    expect(evolution.map((g) => g.nodeId)).toEqual(live.filter((g) => g.vassalage === "EVO").map((g) => g.nodeId));
    // A provider of another category has nothing here.
    expect(await gameList({ gameType: "LIVE", vassalage: "PG" })).toMatchObject({ games: [], totalPages: 0, totalCount: 0 });
  });

  it("the slot class keeps only that class (jackpot, scratch, video poker, PVP, arcade)", async () => {
    const slots = await allGames({ gameType: "RNG" });
    for (const gameClassify of ["JP", "SC", "VP", "TG", "AC"] as const) {
      const games = await allGames({ gameType: "RNG", gameClassify });
      expect(games.length, gameClassify).toBeGreaterThan(0);
      expect(games.every((game) => game.gameClassify === gameClassify), gameClassify).toBe(true);
      expect(games.length).toBe(slots.filter((game) => game.gameClassify === gameClassify).length);
    }
    // Empty is all (spec §3).
    expect((await allGames({ gameType: "RNG", gameClassify: "" })).length).toBe(slots.length);
  });

  it("the minimum bet keeps the games a bet of that size can play", async () => {
    const slots = await allGames({ gameType: "RNG" });
    for (const minBet of [0.01, 0.05, 0.1, 0.5, 0.75, 1] as const) {
      const games = await allGames({ gameType: "RNG", minBet });
      expect(games.every((game) => typeof game.minBet === "number" && game.minBet <= minBet), String(minBet)).toBe(true);
      expect(games.length, String(minBet)).toBe(slots.filter((game) => typeof game.minBet === "number" && game.minBet <= minBet).length);
    }
    const cent = await allGames({ gameType: "RNG", minBet: 0.01 });
    expect(cent.length).toBeGreaterThan(0);
    expect(cent.length).toBeLessThan((await allGames({ gameType: "RNG", minBet: 1 })).length);
  });

  it("the name is trimmed and matched in any case within the category", async () => {
    const spaced = await gameList({ gameType: "FISH", gameName: "  fishing  " });
    expect(spaced.games.length).toBeGreaterThan(1);
    expect(spaced.games.every((game) => game.gameType === "FISH" && /fishing/i.test(game.gameName ?? ""))).toBe(true);
    expect((await gameList({ gameType: "FISH", gameName: "FISHING" })).games).toEqual(spaced.games);
    // Nothing by that name among the live games.
    expect(await gameList({ gameType: "LIVE", gameName: " fishing " })).toMatchObject({ games: [], totalCount: 0 });
  });

  it("filters combine: provider, class, bet and name together", async () => {
    const games = await allGames({ gameType: "RNG", vassalage: "JDB", gameClassify: "VP", minBet: 1, gameName: " wild " });
    expect(games.map((game) => game.gameName)).toEqual(["Deuces Wild"]);
  });
});

describe("favourites and recent games over the catalogue", () => {
  it("a live game of the catalogue is favourited and played, and listed under its own type only", async () => {
    const { token } = await login(client(), { type: "username", username: "player_one", password: SANDBOX_PASSWORD });
    const api = client(token);
    const [lobby] = (await gameList({ gameType: "LIVE", vassalage: "DG" })).games;
    expect(lobby).toBeDefined();
    await unwrap(api.api.POST("/wps/relay/MCSFE_addFavoriteGameV2", { body: { nodeId: lobby!.nodeId, vendor: lobby!.vassalage, gameType: "LIVE" } }));
    await unwrap(api.api.GET("/wps/relay/MCS2_addRecentGame", { params: { query: { nodeId: lobby!.nodeId } } }));

    const favouriteLive = await unwrap(api.api.GET("/wps/relay/MCSFE_getFavoriteGamesList", { params: { query: { pageNo: 1, pageSize: 25, gameType: "LIVE" } } }));
    expect(favouriteLive.content[0]?.nodeId).toBe(lobby!.nodeId);
    expect(favouriteLive.content.every((game) => game.gameType === "LIVE")).toBe(true);
    const favouriteFish = await unwrap(api.api.GET("/wps/relay/MCSFE_getFavoriteGamesList", { params: { query: { pageNo: 1, pageSize: 25, gameType: "FISH" } } }));
    expect(favouriteFish.content.map((game) => game.nodeId)).not.toContain(lobby!.nodeId);

    const recent = await unwrap(api.api.GET("/wps/relay/GCS_recentGame", { params: { query: { page: 1, pageSize: 25, gameType: "LIVE", clientType: 2 } } }));
    expect(recent.list[0]?.nodeId).toBe(lobby!.nodeId);
  });
});
