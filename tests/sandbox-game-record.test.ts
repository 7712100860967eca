// The member's game record on the sandbox, over HTTP as the app calls it: the seeded member
// (player_one) has a week of bets of their own, answered by the bet relays
// without `subordinateType` and by ODSFE2_lottMemBet, whose rows open the
// lottery gateway's order and chase details; a trial account (type 4) plays
// with play money and is refused every money reward's claim with
// 'free_reject', its balance untouched. Every answer is checked against the
// contract (sandboxPerFile's afterEach).
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

/** The seeded sessions of the contract's login examples. */
const PLAYER_ONE = "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b";
const AGENT_LEE = "7c1a5e9b3d2f4a6c8e0b1d3f5a7c9e2b";
const DAY_MS = 24 * 3_600_000;

const reasonOf = (error: unknown) => (error instanceof PlatformError ? error.errorCode : String(error));

function client(token?: string): PlatformClient {
  return createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0 });
}

/** The platform's days from `daysBack` ago to today as the relays take them: ms of the first and last moment (UTC+8). */
function lastDays(daysBack: number): { startDate: number; endDate: number } {
  const now = sandboxOf().state.now().getTime();
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return { startDate: Date.parse(`${day(now - daysBack * DAY_MS)}T00:00:00.000+08:00`), endDate: Date.parse(`${day(now)}T23:59:59.999+08:00`) };
}

describe("a member's own bets (the game record)", () => {
  it("answers player_one's own bets of every category, today and over the week, each theirs and no team's", async () => {
    const api = client(PLAYER_ONE).api;
    const today = lastDays(0);
    const slots = await unwrap(api.GET("/wps/relay/ODSFE2_RNGOrders", { params: { query: { ...today, page: 1, size: 10 } } }));
    expect(slots.list.length).toBeGreaterThan(0);
    expect(new Set(slots.list.map((row) => row.customerName))).toEqual(new Set(["player_one"]));
    expect(slots.list.every((row) => row.betTimeInTimestamp >= today.startDate && row.betTimeInTimestamp <= today.endDate)).toBe(true);
    expect(slots.footer?.betAmount).toBeCloseTo(
      slots.list.reduce((sum, row) => sum + row.betAmount, 0),
      2,
    );
    const week = await unwrap(api.GET("/wps/relay/ODSFE2_RNGOrders", { params: { query: { ...lastDays(6), page: 1, size: 100 } } }));
    expect(week.total).toBeGreaterThan(slots.total ?? 0);
    for (const path of ["/wps/relay/ODSFE2_LiveOrders", "/wps/relay/ODSFE2_FishOrders", "/wps/relay/ODSFE2_SportsSettOrders", "/wps/relay/ODSFE2_PvPOrders"] as const) {
      const page = await unwrap(api.GET(path, { params: { query: { ...today, page: 1, size: 10 } } }));
      expect(page.list.length, path).toBeGreaterThan(0);
    }
    // The team's view stays the agent's: a member asking it is refused.
    await expect(unwrap(api.GET("/wps/relay/ODSFE2_RNGOrders", { params: { query: { ...today, page: 1, size: 10, subordinateType: "TEAM" } } })).catch(reasonOf)).resolves.toBe("not.agent");
  });

  it("has no bets for a member who never played", async () => {
    const agentOwn = await unwrap(client(AGENT_LEE).api.GET("/wps/relay/ODSFE2_RNGOrders", { params: { query: { ...lastDays(6), page: 1, size: 10 } } }));
    expect(agentOwn.list).toEqual([]);
  });

  it("answers the lottery record (ODSFE2_lottMemBet): a chase, a bet waiting for its draw, each opening its detail", async () => {
    const api = client(PLAYER_ONE).api;
    const record = await unwrap(api.GET("/wps/relay/ODSFE2_lottMemBet", { params: { query: { ...lastDays(0), prizeModeId: 1, page: 1, size: 10 } } }));
    expect(record.list.length).toBe(3);
    expect(record.number).toBe(1);
    expect(record.footer?.betAmount).toBeCloseTo(
      record.list.reduce((sum, row) => sum + row.betAmount, 0),
      2,
    );
    const pending = record.list.find((row) => row.settleTimeInTimestamp === null)!;
    const chase = record.list.find((row) => row.chase === true)!;
    const detail = await unwrap(api.GET("/lgw/orders/detail/{orderDetailId}", { params: { path: { orderDetailId: pending.orderDetailId } } }));
    expect(detail).toMatchObject({ orderStatus: 2, winningNumber: "", bettingSumAmount: pending.betAmount, winningAmount: 0 });
    const chaseDetail = await unwrap(api.GET("/lgw/orders/{orderMasterId}", { params: { path: { orderMasterId: chase.orderMasterId! } } }));
    expect(chaseDetail.orderDetailOrders?.[0]).toMatchObject({ numero: chase.numero, bettingSumAmount: chase.betAmount, winAmount: chase.winAmount });
    expect(chaseDetail.totalWinAmount).toBe(chase.winAmount);
    // Chase orders only; one order by its number; another member's bet is not theirs to open.
    const chases = await unwrap(api.GET("/wps/relay/ODSFE2_lottMemBet", { params: { query: { ...lastDays(6), chase: "true", page: 1, size: 100 } } }));
    expect(chases.list.every((row) => row.chase)).toBe(true);
    const one = await unwrap(api.GET("/wps/relay/ODSFE2_lottMemBet", { params: { query: { ...lastDays(0), orderNo: pending.abbrOrderNo!, page: 1, size: 10 } } }));
    expect(one.list.map((row) => row.orderDetailId)).toEqual([pending.orderDetailId]);
    await expect(unwrap(client(AGENT_LEE).api.GET("/lgw/orders/detail/{orderDetailId}", { params: { path: { orderDetailId: pending.orderDetailId } } })).catch(reasonOf)).resolves.toBe("request_param_err");
  });
});

describe("a trial account claims no money reward (its balance is play money)", () => {
  it("refuses the check-in, a reward and a ticket with 'free_reject', crediting nothing", async () => {
    const guest = client();
    const trial = await unwrap(guest.api.POST("/wps/session/login/freeplay"));
    expect(trial.customerType).toBe(4);
    const api = client(trial.token).api;
    const balance = async () => (await unwrap(api.GET("/wps/member/info"))).sumBalance;
    const before = await balance();

    const [config] = await unwrap(api.GET("/wps/relay/MCSFE_getLoginPromotion"));
    const days = await unwrap(api.GET("/wps/relay/MCSFE_getLoginPromotionConfigHistory", { params: { query: { configId: config!.configId } } }));
    const today = days.list.find((day) => day.isToday === "Y")!;
    await expect(unwrap(api.POST("/wps/relay/MCSFE_claimLoginPromotion", { body: { promotionConfigDetailId: today.id } })).catch(reasonOf)).resolves.toBe("free_reject");

    // A trial account holds no rewards or tickets; it is refused as such, not as one that does not exist.
    expect(await unwrap(api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: "MANUAL,UPGRADE_BONUS", status: "I" } } }))).toEqual([]);
    const member = client(PLAYER_ONE).api;
    const rewards = await unwrap(member.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: "MANUAL,UPGRADE_BONUS", status: "I" } } }));
    const reward = rewards.find((r) => (r.rewardAmount ?? 0) > 0)!;
    await expect(
      unwrap(api.POST("/wps/relay/MCSFE_claimIssuedPromotion", { body: { promotionClaimId: reward.rewardId, promotionType: reward.promotionType, ipAddress: "203.0.113.24" } })).catch(reasonOf),
    ).resolves.toBe("free_reject");

    const tickets = await unwrap(member.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { status: "AVAILABLE" } } }));
    const ready = tickets.find((t) => (t.conditionStatus ?? []).length === 0)!;
    await expect(unwrap(api.POST("/wps/relay/PROMOFE_claimTicket", { body: { transactionId: ready.transactionId, isApp: "N" } })).catch(reasonOf)).resolves.toBe("free_reject");

    expect(await balance()).toBe(before);
    const after = await unwrap(api.GET("/wps/relay/MCSFE_getLoginPromotionConfigHistory", { params: { query: { configId: config!.configId } } }));
    expect(after.list.find((day) => day.id === today.id)?.hasClaimed).toBe(today.hasClaimed);
  });
});
