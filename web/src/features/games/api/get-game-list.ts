import type { operations } from "@platform/sdk";
import { defineQuery } from "../../../lib/api-query.ts";
import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import type { GameCategory, SlotClass } from "../game-types.ts";

type GameListQuery = operations["getGameList"]["parameters"]["query"];
type MinBet = NonNullable<GameListQuery["minBet"]>;

/** Spec §9: the min-bet options of the filter drawer (besides 'all'). */
export const MIN_BETS: readonly MinBet[] = [0.01, 0.05, 0.1, 0.5, 0.75, 1];
/** Spec §3: slot classes (empty = all). */
export const SLOT_CLASSES: readonly Exclude<SlotClass, "">[] = ["JP", "SC", "VP", "TG", "AC"];

export interface GameListRequest {
  gameType: GameCategory;
  pageNo: number;
  pageSize: number;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  minBet?: string;
}

function minBetOf(value: string | undefined): MinBet | undefined {
  return MIN_BETS.find((bet) => String(bet) === value);
}

function slotClassOf(value: string | undefined): SlotClass | undefined {
  return SLOT_CLASSES.find((slotClass) => slotClass === value);
}

/** Spec §7: GCSGAME_gameList's query, with the filters that are set (gameName trimmed, minLine always empty). */
function queryOf(request: GameListRequest): GameListQuery {
  const gameName = request.gameName?.trim();
  const minBet = minBetOf(request.minBet);
  const gameClassify = slotClassOf(request.gameClassify);
  return {
    merchant: merchantCode,
    platform: "html5",
    gameType: request.gameType,
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    minLine: "",
    language: currentLanguageHeader(),
    clientType: 2,
    ...(gameName ? { gameName } : {}),
    ...(request.vassalage ? { vassalage: request.vassalage } : {}),
    ...(gameClassify ? { gameClassify } : {}),
    ...(minBet === undefined ? {} : { minBet }),
  };
}

/** A page of the list, cached by its request (the category pages' preview asks for page 1; the list's machine calls `.fetch`). */
export const gameList = defineQuery("getGameList", {
  call: (api, request: GameListRequest, signal) => api.GET("/wps/relay/GCSGAME_gameList", { params: { query: queryOf(request) }, signal }),
});
