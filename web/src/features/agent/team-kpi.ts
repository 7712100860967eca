import type { components } from "@platform/sdk";
import { daysOf } from "./date-range.ts";
import type { DateRange } from "./api/api-types.ts";

type Schemas = components["schemas"];
export type TeamKpiDay = Schemas["TeamKpiDay"];
export type TeamKpiTotals = Schemas["TeamKpiTotals"];

/** The per-category win/loss columns of a KPI day, each with the product it is (the screens' names). */
export const CATEGORY_COLUMNS = [
  ["RNG", "teamRngPNL"],
  ["LIVE", "teamLivePNL"],
  ["FISH", "teamFishPNL"],
  ["PVP", "teamPvpPNL"],
  ["SPORTS", "teamSportsPNL"],
  ["LOTT", "teamLottPNL"],
  ["ELOTT", "teamElottPNL"],
] as const;

/** A day the server left out (a quiet day): every figure 0 (MC XYpX fills the range the same way). */
function quietDay(balanceDate: string): TeamKpiDay {
  return {
    balanceDate,
    teamTotalPnl: 0,
    teamRngPNL: 0,
    teamLivePNL: 0,
    teamFishPNL: 0,
    teamLottPNL: 0,
    teamElottPNL: 0,
    teamPvpPNL: 0,
    teamSportsPNL: 0,
    teamDeposit: 0,
    teamWithdraw: 0,
    teamTotalWin: 0,
    teamTotalBet: 0,
    teamLoginMemberCount: 0,
    teamBetMemberCount: 0,
    teamDepositMemberCount: 0,
  };
}

/** One row for every day of the range, newest first: the server's row for a day it listed, zeros for one it did not. */
export function kpiDays(range: DateRange, list: readonly TeamKpiDay[]): TeamKpiDay[] {
  const byDay = new Map(list.map((row) => [row.balanceDate.slice(0, 10), row]));
  return daysOf(range).map((day) => byDay.get(day) ?? quietDay(day));
}

/** The range's win/loss per game category: the footer's where it carries it, else the days' together. */
export function categoryTotals(list: readonly TeamKpiDay[], footer: TeamKpiTotals): { category: (typeof CATEGORY_COLUMNS)[number][0]; pnl: number }[] {
  return CATEGORY_COLUMNS.map(([category, column]) => ({
    category,
    pnl: footer[column] ?? Math.round(list.reduce((sum, row) => sum + row[column], 0) * 100) / 100,
  }));
}

/** Nothing happened in the team in the range: no bet, no money, nobody logged in. */
export function isQuiet(list: readonly TeamKpiDay[], footer: TeamKpiTotals): boolean {
  const quietFooter = !footer.teamTotalBet && !footer.teamDeposit && !footer.teamWithdraw && !footer.teamLoginMemberCount && !footer.teamRegisterMemberCount;
  return quietFooter && list.every((row) => !row.teamTotalBet && !row.teamDeposit && !row.teamWithdraw && !row.teamLoginMemberCount);
}
