// The team screens on the re-modelled calls. The overview shows a
// day row for every platform day of the range (a day the KPI left out as
// zeros) and the win/loss per game; team rebates raise a downline's rate up to
// what the agent may give (PUT updateDownlineRebates with rate items); team
// betting asks the team's view of the chosen game's relay.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers, agentSession, downlineRates, downlineRow, globalRanges, ownRates, teamKpiFooter } from "../testing/agent-fixtures.ts";

const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers);

afterEach(() => vi.useRealTimers());

const kpiDay = (balanceDate: string, teamTotalBet: number, teamRngPNL: number) => ({
  balanceDate,
  teamTotalPnl: teamRngPNL,
  teamRngPNL,
  teamLivePNL: 0,
  teamFishPNL: 0,
  teamLottPNL: 0,
  teamElottPNL: 0,
  teamPvpPNL: 0,
  teamSportsPNL: 0,
  teamDeposit: 500,
  teamWithdraw: 0,
  teamTotalWin: teamTotalBet + teamRngPNL,
  teamTotalBet,
  teamLoginMemberCount: 2,
  teamBetMemberCount: 2,
  teamDepositMemberCount: 1,
});

describe("team overview: the days of the range and the win/loss per game", () => {
  it("asks the platform's week, shows a row for every day (a quiet one as zeros) and the per-game totals", async () => {
    // Friday 2026-11-20, 15:30 at the platform: the week runs Monday 16th to today.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T15:30:00+08:00") });
    const { api } = renderApp({
      route: "/m/agent/team/overview",
      session: agentSession,
      api: { "GET /wps/relay/ODSFE2_teamKPIC": ok({ list: [kpiDay("2026-11-20", 1000, -200), kpiDay("2026-11-18", 400, 50)], footer: { ...teamKpiFooter, teamRngPNL: -150 } }) },
    });
    const region = await screen.findByRole("region", { name: "Team overview" });
    const days = await within(region).findByRole("region", { name: "By day" });
    expect(within(days).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["2026-11-20", "2026-11-19", "2026-11-18", "2026-11-17", "2026-11-16"]);
    const quiet = within(days).getByRole("rowheader", { name: "2026-11-19" }).closest("tr")!;
    expect(within(quiet).getAllByRole("cell")[2]).toHaveTextContent("￥0.00");
    const query = new URL(api.calls("GET /wps/relay/ODSFE2_teamKPIC")[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ startDate: "2026-11-16", endDate: "2026-11-20", size: "5" });
    const games = within(region).getByRole("region", { name: "Win/loss by game" });
    expect(within(within(games).getByRole("rowheader", { name: "Slots" }).closest("tr")!).getByRole("cell")).toHaveTextContent("-￥150.00");
    expect(within(region).getByText("￥128,600.00")).toBeInTheDocument();
  });

  it("says so when the team did nothing in the range", async () => {
    const zero = { teamTotalPnl: 0, teamDeposit: 0, teamWithdraw: 0, teamTotalWin: 0, teamTotalBet: 0, teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 };
    renderApp({ route: "/m/agent/team/overview", session: agentSession, api: { "GET /wps/relay/ODSFE2_teamKPIC": ok({ list: [], footer: zero }) } });
    expect(await screen.findByText("No team activity on these dates")).toBeInTheDocument();
  });
});

describe("team rebates: raise a downline's rate, never above what the agent may give", () => {
  const api = {
    "GET /wps/relay/ODSFE2_getSubordinatev2": ok({ list: [downlineRow(100512, "lucky_88"), downlineRow(100601, "xiaoming01")], footer: { balance: 3260.8 }, total: 2, totalPages: 1 }),
    "GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType": (request: Request) => json(new URL(request.url).searchParams.has("customerId") ? downlineRates : ownRates),
    "GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType": globalRanges,
    "PUT /wps/agent/updateDownlineRebates": ok(true),
  };

  it("shows the chosen downline's rates beside the most the agent may give, refuses more, and sends the raised rates as rate items", async () => {
    const { user, api: calls } = renderApp({ route: "/m/member/teamRebate", session: agentSession, api });
    await user.click(await screen.findByRole("button", { name: "lucky_88" }));
    const panel = await screen.findByRole("region", { name: "lucky_88" });
    const rates = await within(panel).findByRole("region", { name: "lucky_88: Rebates" });
    const slots = within(rates).getByRole("rowheader", { name: "Slots" }).closest("tr")!;
    expect(within(slots).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["1%", "1.1%"]);
    expect(within(rates).getByRole("rowheader", { name: "Lottery · SSC" })).toBeInTheDocument();
    expect(new URL(calls.calls("GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType").find((request) => request.url.includes("customerId"))!.url).searchParams.get("customerId")).toBe("100512");

    const field = within(panel).getByLabelText("Slots rebate (%)");
    expect(field).toHaveValue("1");
    await user.clear(field);
    await user.type(field, "1.2");
    await user.click(within(panel).getByRole("button", { name: "Save rebates" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription("From 1% up to 1.1% Enter a rebate from 1% to 1.1%"));
    expect(calls.calls("PUT /wps/agent/updateDownlineRebates")).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "1.1");
    await user.click(within(panel).getByRole("button", { name: "Save rebates" }));
    expect(await screen.findByText("Rebates saved")).toBeInTheDocument();
    expect(await calls.calls("PUT /wps/agent/updateDownlineRebates")[0]!.clone().json()).toEqual({
      customerId: 100512,
      configs: [
        { productType: "3", type: "RNG", rebateValue: 0.011 },
        { productType: "2", type: "LIVE", rebateValue: 0.006 },
        { productType: "4", type: "SSC", rebateValue: 0 },
      ],
    });
  });
});

describe("team betting: the team's view of the chosen game", () => {
  it("asks the slots relay for the team first, then the live casino's when it is chosen", async () => {
    const page = (gameName: string) => ok({ list: [{ orderNo: `${gameName}-1`, customerName: "lucky_88", directAgentName: "agent_lee", gameName, betTimeInTimestamp: 1795271515000, betAmount: 20, validBetAmount: 20, winAmount: 0, profitAndLoss: -20 }], total: 1, totalPages: 1, footer: { betAmount: 20, validBetAmount: 20, winAmount: 0, profitAndLoss: -20 } });
    const { user, api } = renderApp({
      route: "/m/teamBetting",
      session: agentSession,
      api: { "GET /wps/relay/ODSFE2_RNGOrders": page("Fortune Gems"), "GET /wps/relay/ODSFE2_LiveOrders": page("Lightning Roulette") },
    });
    expect(await screen.findByRole("cell", { name: "Fortune Gems" })).toBeInTheDocument();
    const slots = new URL(api.calls("GET /wps/relay/ODSFE2_RNGOrders")[0]!.url).searchParams;
    expect(slots.get("subordinateType")).toBe("TEAM");
    expect(Number(slots.get("endDate")) - Number(slots.get("startDate"))).toBe(24 * 3_600_000 - 1);
    await user.click(screen.getByRole("button", { name: "Live casino" }));
    expect(await screen.findByRole("cell", { name: "Lightning Roulette" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Live casino" })).toHaveAttribute("aria-pressed", "true");
  });
});
