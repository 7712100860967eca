// Contract-shaped game data for the component tests of games and home.
import { ok } from "../../../testing/fixtures.ts";
import type { Game, GameVendorMapping } from "../game-types.ts";

export const game = (nodeId: number, overrides: Partial<Game> = {}): Game => ({
  nodeId,
  vassalage: "PG",
  displayName: "PG Soft",
  gameName: `Game ${nodeId}`,
  nodeName: `Game ${nodeId}`,
  showIcon: null,
  iconUrl: `/mock-assets/games/game-${nodeId}.svg`,
  gameId: String(nodeId),
  gameCode: String(nodeId),
  gameType: "RNG",
  isNew: 0,
  supportPlay: true,
  isGameH5: "1",
  ...overrides,
});

export const games = (from: number, count: number, overrides: Partial<Game> = {}): Game[] =>
  Array.from({ length: count }, (_, index) => game(from + index, overrides));

/** A GCSGAME_gameList envelope. */
export const gamePage = (items: Game[], pageNum = 1, totalPages = 1) => ok({ games: items, pageNum, totalPages, totalCount: items.length });

export const vendorMapping: GameVendorMapping = {
  content: {
    RNG: [
      { vassalage: "PG", displayName: "PG Soft", isGameH5: "VASSALAGE", isNew: 0, iconUrl: "/mock-assets/vendors/pg.svg" },
      { vassalage: "JL", displayName: "JILI", isGameH5: "VASSALAGE", isNew: 0, iconUrl: "/mock-assets/vendors/jl.svg" },
      { vassalage: "SG", displayName: "Spadegaming", isGameH5: "VASSALAGE", isNew: 1, iconUrl: "/mock-assets/vendors/sg.svg" },
    ],
    LIVE: [
      { vassalage: "EVO", displayName: "Evolution", isGameH5: "VASSALAGE", isNew: 0, iconUrl: "/mock-assets/vendors/evo.svg" },
      { vassalage: "SEXY", displayName: "Sexy Gaming", isGameH5: "1", isNew: 0, nodeId: 30301, gameId: "MX-LIVE-001" },
    ],
    SPORTS: [
      { vassalage: "SABA", displayName: "SABA Sports", isGameH5: "VASSALAGE", isNew: 0 },
      { vassalage: "IMES", displayName: "IM eSports", isGameH5: "1", isNew: 0, nodeId: 30321, gameId: "IMES" },
    ],
    COCKFIGHT: [{ vassalage: "DS88", displayName: "DS88 Sabong", isGameH5: "VASSALAGE", isNew: 0 }],
    LOTT: [{ vassalage: "LOTT", displayName: "TCG Lottery", isGameH5: "VASSALAGE", isNew: 0 }],
    ELOTT: [{ vassalage: "TCG_LOTTO_VN", displayName: "TCG Lotto VN", isGameH5: "VASSALAGE", isNew: 0 }],
  },
  sorting: {
    categories: [
      { gameCategory: "RNG", vendorNames: [{ accountTypeName: "PG" }, { accountTypeName: "JL" }, { accountTypeName: "SG" }] },
      { gameCategory: "LIVE", vendorNames: [{ accountTypeName: "EVO" }, { accountTypeName: "SEXY" }] },
      { gameCategory: "SPORTS", vendorNames: [{ accountTypeName: "SABA" }, { accountTypeName: "IMES" }] },
      { gameCategory: "LOTT", vendorNames: [{ accountTypeName: "LOTT" }] },
      { gameCategory: "ELOTT", vendorNames: [{ accountTypeName: "TCG_LOTTO_VN" }] },
      { gameCategory: "COCKFIGHT", vendorNames: [{ accountTypeName: "DS88" }] },
    ],
  },
};
