import { keepPreviousData } from "@tanstack/react-query";
import { defineQuery } from "../../../lib/api-query.ts";
import type { DateRange } from "./api-types.ts";
import { platformDayBounds } from "../date-range.ts";

/** Bets a page holds on /m/teamBetting (the game record page asks 10; a phone shows more at once). */
const BET_PAGE_SIZE = 20;

/** The team's view of a bet relay: `subordinateType` asks the team's bets, each naming its member and their direct agent. */
const TEAM = "TEAM";

interface BetPage {
  range: DateRange;
  page: number;
}

/** The query of every bet relay: the range as the platform's days in ms, the page, the team's view. */
const query = ({ range, page }: BetPage) => ({ ...platformDayBounds(range), page, size: BET_PAGE_SIZE, subordinateType: TEAM });

/** ODSFE2_RNGOrders, the team's slots bets. */
export const teamRngBets = defineQuery("getRngOrders", {
  scope: "member",
  call: (api, params: BetPage, signal) => api.GET("/wps/relay/ODSFE2_RNGOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_LiveOrders, the team's live casino bets. */
export const teamLiveBets = defineQuery("getLiveOrders", {
  scope: "member",
  call: (api, params: BetPage, signal) => api.GET("/wps/relay/ODSFE2_LiveOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_FishOrders, the team's fishing bets. */
export const teamFishBets = defineQuery("getFishOrders", {
  scope: "member",
  call: (api, params: BetPage, signal) => api.GET("/wps/relay/ODSFE2_FishOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_SportsSettOrders, the team's settled sports bets. */
export const teamSportsBets = defineQuery("getSportsSettledOrders", {
  scope: "member",
  call: (api, params: BetPage, signal) => api.GET("/wps/relay/ODSFE2_SportsSettOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_PvPOrders, the team's card game hands. */
export const teamPvpBets = defineQuery("getPvpOrders", {
  scope: "member",
  call: (api, params: BetPage, signal) => api.GET("/wps/relay/ODSFE2_PvPOrders", { params: { query: query(params) }, signal }),
  placeholderData: keepPreviousData,
});

/** ODSFE2_lottTeamBet, the team's lottery orders. */
export const teamLottBets = defineQuery("getTeamLottOrders", {
  scope: "member",
  call: (api, { range, page }: BetPage, signal) =>
    api.GET("/wps/relay/ODSFE2_lottTeamBet", { params: { query: { ...platformDayBounds(range), page, size: BET_PAGE_SIZE } }, signal }),
  placeholderData: keepPreviousData,
});
