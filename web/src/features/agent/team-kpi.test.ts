import { describe, expect, it } from "vitest";
import { categoryTotals, isQuiet, kpiDays, type TeamKpiDay } from "./team-kpi.ts";

const day = (balanceDate: string, pnl: Partial<TeamKpiDay> = {}): TeamKpiDay => ({
  balanceDate,
  teamTotalPnl: -10,
  teamRngPNL: -20,
  teamLivePNL: 5,
  teamFishPNL: 0,
  teamLottPNL: 5,
  teamElottPNL: 0,
  teamPvpPNL: 0,
  teamSportsPNL: 0,
  teamDeposit: 100,
  teamWithdraw: 50,
  teamTotalWin: 90,
  teamTotalBet: 100,
  teamLoginMemberCount: 3,
  teamBetMemberCount: 2,
  teamDepositMemberCount: 1,
  ...pnl,
});

describe("team KPI days (MC XYpX getAgentKPI)", () => {
  it("answers every day of the range newest first, a day the server left out as zeros", () => {
    const rows = kpiDays({ startDate: "2026-11-19", endDate: "2026-11-21" }, [day("2026-11-19"), day("2026-11-21")]);
    expect(rows.map((row) => [row.balanceDate, row.teamTotalBet])).toEqual([
      ["2026-11-21", 100],
      ["2026-11-20", 0],
      ["2026-11-19", 100],
    ]);
  });

  it("takes the per-category win/loss from the footer, else adds up the days", () => {
    const list = [day("2026-11-20"), day("2026-11-21")];
    expect(categoryTotals(list, { teamRngPNL: -7 })[0]).toEqual({ category: "RNG", pnl: -7 });
    expect(categoryTotals(list, {}).find((row) => row.category === "LIVE")).toEqual({ category: "LIVE", pnl: 10 });
  });

  it("calls a range quiet only when nobody bet, paid, withdrew or logged in", () => {
    expect(isQuiet([], { teamTotalBet: 0, teamDeposit: 0, teamLoginMemberCount: 0 })).toBe(true);
    expect(isQuiet([], { teamLoginMemberCount: 1 })).toBe(false);
    expect(isQuiet([day("2026-11-21")], {})).toBe(false);
  });
});
