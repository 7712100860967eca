// The agent's team on the sandbox, over HTTP as the app calls it.
// The seeded agent (agent_lee) has the contract's three direct downlines with
// a week of bets and deposits; the team KPI answers one row per platform day
// from them, the P&L and the bets per category agree with it; a downline's
// rebate rates can only be raised, never above what the agent may give, and
// the change is kept; the red-envelope rain debits the agent and credits each
// downline once per intent. Every answer is checked against the contract.
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { transferToDownlines } from "@platform/sdk/secure";
import { SANDBOX_PAYMENT_PASSWORD } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

/** The seeded sessions of the contract's login examples. */
const AGENT_LEE = "7c1a5e9b3d2f4a6c8e0b1d3f5a7c9e2b";
const PLAYER_ONE = "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b";
const DAY_MS = 24 * 3_600_000;

const reasonOf = (error: unknown) => (error instanceof PlatformError ? error.errorCode : String(error));
const platformDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

function client(token: string): PlatformClient {
  return createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0 });
}

const agent = () => client(AGENT_LEE);
const today = () => platformDay(sandboxOf().state.now().getTime());
const daysAgo = (days: number) => platformDay(sandboxOf().state.now().getTime() - days * DAY_MS);
const balanceOf = async (api: PlatformClient) => (await unwrap(api.api.GET("/wps/member/info"))).sumBalance;

describe("team KPI: one row per platform day of the team's bets and money", () => {
  it("answers every day of the range, newest first, and a footer that sums them", async () => {
    const kpi = await unwrap(agent().api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query: { startDate: daysAgo(6), endDate: today() } } }));
    expect(kpi.list.map((row) => row.balanceDate)).toEqual([0, 1, 2, 3, 4, 5, 6].map(daysAgo));
    const row = kpi.list[0]!;
    expect(row.teamTotalBet).toBeGreaterThan(0);
    expect(row.teamBetMemberCount).toBe(3);
    expect(row.teamDeposit).toBeGreaterThan(0);
    const categories = row.teamRngPNL + row.teamLivePNL + row.teamFishPNL + row.teamLottPNL + row.teamElottPNL + row.teamPvpPNL + row.teamSportsPNL;
    expect(categories).toBeCloseTo(row.teamTotalPnl, 2);
    expect(row.teamTotalWin - row.teamTotalBet).toBeCloseTo(row.teamTotalPnl, 2);
    const sum = (pick: (day: (typeof kpi.list)[number]) => number) => kpi.list.reduce((total, day) => total + pick(day), 0);
    expect(kpi.footer.teamTotalBet).toBeCloseTo(sum((day) => day.teamTotalBet), 2);
    expect(kpi.footer.teamDeposit).toBeCloseTo(sum((day) => day.teamDeposit), 2);
    // Members are counted once over the range, not once a day.
    expect(kpi.footer.teamBetMemberCount).toBe(3);
  });

  it("agent home's call (today, size 0) answers the footer only", async () => {
    const kpi = await unwrap(agent().api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query: { startDate: today(), endDate: today(), size: 0 } } }));
    expect(kpi.list).toEqual([]);
    expect(kpi.footer).toMatchObject({ teamBetMemberCount: 3, teamLoginMemberCount: 3, teamOnlineCount: 0 });
  });

  it.each([
    ["just after the platform's midnight", "2026-12-31T16:00:20Z"],
    ["just before it", "2026-12-31T15:59:50Z"],
  ])("has today's team on the books at any hour: %s", async (_, at) => {
    const state = sandboxOf().state;
    const realNow = state.now;
    state.now = () => new Date(at);
    try {
      const day = platformDay(Date.parse(at));
      const kpi = await unwrap(agent().api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query: { startDate: day, endDate: day } } }));
      expect(kpi.list.map((row) => row.balanceDate)).toEqual([day]);
      expect(kpi.list[0]).toMatchObject({ teamBetMemberCount: 3 });
      expect(kpi.list[0]!.teamTotalBet).toBeGreaterThan(0);
      expect(kpi.list[0]!.teamDeposit).toBeGreaterThan(0);
    } finally {
      state.now = realNow;
    }
  });

  it("refuses a range that ends before it starts, and a member who is not an agent", async () => {
    await expect(unwrap(agent().api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query: { startDate: today(), endDate: daysAgo(1) } } })).catch(reasonOf)).resolves.toBe("request_param_err");
    await expect(unwrap(client(PLAYER_ONE).api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query: { startDate: today(), endDate: today() } } })).catch(reasonOf)).resolves.toBe("not.agent");
  });
});

describe("the team: downlines, P&L and bets agree with the KPI", () => {
  it("lists the direct downlines with their ids, searched by name", async () => {
    const page = await unwrap(agent().api.GET("/wps/relay/ODSFE2_getSubordinatev2", { params: { query: { page: 1 } } }));
    expect(page.list.map((row) => [row.customerName, row.isAgent]).sort()).toEqual([
      ["lucky_88", false],
      ["sub_agent_wu", true],
      ["xiaoming01", false],
    ]);
    expect(page).toMatchObject({ total: 3, totalPages: 1 });
    const found = await unwrap(agent().api.GET("/wps/relay/ODSFE2_getSubordinatev2", { params: { query: { customerName: "luck" } } }));
    expect(found.list.map((row) => row.customerName)).toEqual(["lucky_88"]);
    const names = await unwrap(agent().api.GET("/wps/relay/ODSFE2_subordinateSimple"));
    // The agent itself first: the real list holds it too, and the client leaves its own name out.
    expect(names.list[0]?.customerName).toBe("agent_lee");
    expect(names.list.slice(1).map((row) => row.customerName).sort()).toEqual(["lucky_88", "sub_agent_wu", "xiaoming01"]);
  });

  it("the P&L's totals are the KPI's over the same days, and the slots bets of the team are the KPI's slots result", async () => {
    const range = { startDate: daysAgo(6), endDate: today() };
    const [kpi, pnl] = await Promise.all([
      unwrap(agent().api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query: range } })),
      unwrap(agent().api.GET("/wps/relay/ODSFE2_MemPNL", { params: { query: range } })),
    ]);
    expect(pnl.list.map((row) => row.customerName).sort()).toEqual(["lucky_88", "sub_agent_wu", "xiaoming01"]);
    expect(pnl.footer.totalBet).toBeCloseTo(kpi.footer.teamTotalBet ?? 0, 2);
    expect(pnl.footer.totalPNL).toBeCloseTo(kpi.footer.teamTotalPnl ?? 0, 2);
    expect(pnl.footer.totalRebate).toBeGreaterThan(0);

    const start = Date.parse(`${today()}T00:00:00+08:00`);
    const window = { startDate: start, endDate: start + DAY_MS - 1 };
    const slots = await unwrap(agent().api.GET("/wps/relay/ODSFE2_RNGOrders", { params: { query: { ...window, subordinateType: "TEAM", size: 100 } } }));
    expect(slots.list.length).toBeGreaterThan(0);
    expect(slots.list.every((row) => row.directAgentName === "agent_lee")).toBe(true);
    expect(slots.footer?.profitAndLoss).toBeCloseTo(kpi.list[0]!.teamRngPNL, 2);
    const own = await unwrap(agent().api.GET("/wps/relay/ODSFE2_RNGOrders", { params: { query: window } }));
    expect(own.list).toEqual([]);
    const lottery = await unwrap(agent().api.GET("/wps/relay/ODSFE2_lottTeamBet", { params: { query: { ...window, prizeModeId: 1 } } }));
    expect(lottery.list.map((row) => row.customerName).sort()).toEqual(["lucky_88", "sub_agent_wu"]);
  });
});

describe("rebates: a downline's rate only goes up, never above what the agent may give, and is kept", () => {
  it("raises lucky_88's slots rate to the agent's most (1.1%), refuses more or less, and shows it after", async () => {
    const api = agent();
    const lucky = (await unwrap(api.api.GET("/wps/relay/ODSFE2_getSubordinatev2"))).list.find((row) => row.customerName === "lucky_88")!;
    const ratesOf = async () => Object.values(await unwrap(api.api.GET("/wps/relay/MCSFE_getCustomerRebateSettingByProductType", { params: { query: { customerId: lucky.customerId } } }))).flat();
    const slots = async () => (await ratesOf()).find((rate) => rate.type === "RNG")?.rebateValue;
    expect(await slots()).toBe(0.01);
    const update = (rebateValue: number) =>
      unwrap(api.api.PUT("/wps/agent/updateDownlineRebates", { body: { customerId: lucky.customerId, configs: [{ productType: "3", type: "RNG", rebateValue }] } })).catch(reasonOf);
    // The agent's own 1.2% and the merchant's 1.5% highest, less the 0.1% difference: 1.1%.
    await expect(update(0.012)).resolves.toBe("agent.rebate.exceed");
    await expect(update(0.009)).resolves.toBe("agent.rebate.decrease.not.allowed");
    await expect(update(0.011)).resolves.toBe(true);
    expect(await slots()).toBe(0.011);
    await expect(update(0.0105)).resolves.toBe("agent.rebate.decrease.not.allowed");
    await expect(
      unwrap(api.api.PUT("/wps/agent/updateDownlineRebates", { body: { customerId: 100001, configs: [{ productType: "3", type: "RNG", rebateValue: 0.011 }] } })).catch(reasonOf),
    ).resolves.toBe("agent.downline.not.found");
  });
});

describe("red-envelope rain: one amount to each of several downlines, once per intent", () => {
  const rain = { password: SANDBOX_PAYMENT_PASSWORD, transfers: [{ customerName: "lucky_88", amount: 88 }, { customerName: "xiaoming01", amount: 8.8 }] };

  it("debits the agent, credits each downline and records both under the key; the same key again moves nothing", async () => {
    const api = agent();
    await unwrap(api.api.GET("/wps/relay/ODSFE2_subordinateSimple"));
    const state = sandboxOf().state;
    const before = await balanceOf(api);
    const luckyBefore = state.findByName("lucky_88")!.balance;
    const intent = `rain-${crypto.randomUUID()}`;
    const sent = await transferToDownlines(api, rain, { idempotencyKey: intent });
    expect(sent).toEqual({ totalAmount: 96.8, transferCount: 2, sumBalance: before - 96.8 });
    await expect(transferToDownlines(api, rain, { idempotencyKey: intent })).resolves.toEqual(sent);
    expect(await balanceOf(api)).toBe(before - 96.8);
    expect(state.findByName("lucky_88")!.balance).toBe(luckyBefore + 88);
    const records = await unwrap(api.api.GET("/wps/relay/ODSFE2_MemTransDet", { params: { query: { codeTypes: "other", startTime: 0, endTime: 4_102_444_800_000, page: 1, size: 50 } } }));
    expect(records.list.map((record) => [record.amount, record.requestId])).toEqual([
      [-8.8, intent],
      [-88, intent],
    ]);
  });

  it("refuses a wrong password, a stranger, a name twice and a total above the balance, moving nothing", async () => {
    const api = agent();
    const before = await balanceOf(api);
    const send = (payload: typeof rain) => transferToDownlines(api, payload).catch(reasonOf);
    await expect(send({ ...rain, password: "000000" })).resolves.toBe("payment.password.err");
    await expect(send({ ...rain, transfers: [{ customerName: "player_one", amount: 10 }] })).resolves.toBe("agent.downline.not.found");
    await expect(send({ ...rain, transfers: [rain.transfers[0]!, rain.transfers[0]!] })).resolves.toBe("request_param_err");
    await expect(send({ ...rain, transfers: [{ customerName: "lucky_88", amount: before + 1 }] })).resolves.toBe("insufficient.balance");
    expect(await balanceOf(api)).toBe(before);
  });
});
