// The member's own bets, as the member centre's game record asks them (GRPAGE): each game
// category's relay without `subordinateType` (the member's own rows), and ODSFE2_lottMemBet for the
// lottery, for a range of the platform's days, a page at a time. The team betting page asks the same
// relays for the team (features/agent/api/get-team-bets.ts); `view: "own"` keeps the two apart.
import { keepPreviousData } from "@tanstack/react-query";
import type { LanguageCode } from "../../../i18n/language.ts";
import { defineQuery } from "../../../lib/api-query.ts";
import { platformDayBounds, type DateRange } from "../../agent/index.ts";

/** Bets a page holds (the game record page asks 10; a phone's table shows more at once, as the team's does). */
const BET_PAGE_SIZE = 20;

/** The traditional lottery's prize mode: the game record's lottery tab (GRPAGE lottFilterConditions: LOTT sends 1). */
const TRADITIONAL = 1;

export interface OwnBetPage {
  range: DateRange;
  page: number;
  /** The language of the rows' game names (EN, CN, MS), as the game record sends it. */
  language: LanguageCode;
}

/** The query of every third-party relay: the range as the platform's days in ms, the page, the language; no `subordinateType`. */
const query = ({ range, page, language }: OwnBetPage) => ({ ...platformDayBounds(range), page, size: BET_PAGE_SIZE, language });

/** ODSFE2_RNGOrders, the member's slots bets. */
export const ownRngBets = defineQuery("getRngOrders", {
  view: "own",
  scope: "member",
  call: (api, params: OwnBetPage, signal) => api.GET("/wps/relay/ODSFE2_RNGOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_LiveOrders, the member's live casino bets. */
export const ownLiveBets = defineQuery("getLiveOrders", {
  view: "own",
  scope: "member",
  call: (api, params: OwnBetPage, signal) => api.GET("/wps/relay/ODSFE2_LiveOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_FishOrders, the member's fishing bets. */
export const ownFishBets = defineQuery("getFishOrders", {
  view: "own",
  scope: "member",
  call: (api, params: OwnBetPage, signal) => api.GET("/wps/relay/ODSFE2_FishOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_SportsSettOrders, the member's settled sports bets (the contract holds no unsettled relay). */
export const ownSportsBets = defineQuery("getSportsSettledOrders", {
  view: "own",
  scope: "member",
  call: (api, params: OwnBetPage, signal) => api.GET("/wps/relay/ODSFE2_SportsSettOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_PvPOrders, the member's card game hands. */
export const ownPvpBets = defineQuery("getPvpOrders", {
  view: "own",
  scope: "member",
  call: (api, params: OwnBetPage, signal) => api.GET("/wps/relay/ODSFE2_PvPOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_lottMemBet, the member's traditional lottery bets (the game record's lottery tab, every status). */
export const ownLottBets = defineQuery("getLotteryOrders", {
  view: "own",
  scope: "member",
  call: (api, { range, page }: OwnBetPage, signal) =>
    api.GET("/wps/relay/ODSFE2_lottMemBet", { params: { query: { ...platformDayBounds(range), page, size: BET_PAGE_SIZE, prizeModeId: TRADITIONAL, chase: "", status: "" } }, signal }),
  placeholderData: keepPreviousData,
});
