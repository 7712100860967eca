// The member's own bet records (/m/gameRecord): the member's rows of each category's relay (no
// subordinateType), the lottery's record with where each bet stands, a lottery bet's detail and a chase's
// periods in a sheet, and the fault pattern (skeleton, 'no records', one message with Try again).
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";

const route = "/m/gameRecord";
const session = memberSession();
const SLOTS = "GET /wps/relay/ODSFE2_RNGOrders";
const LOTTERY = "GET /wps/relay/ODSFE2_lottMemBet";
const renderApp = renderAppWith(homeScreenHandlers, { "GET /wps/member/info": memberInfo() });

const slotsPage = ok({
  list: [{ orderNo: "PG2611280001", customerName: "player_one", gameName: "Fortune Gems", betTimeInTimestamp: 1795271515000, betAmount: 1250, validBetAmount: 1250, winAmount: 2400, profitAndLoss: 1150 }],
  total: 1,
  totalPages: 1,
  footer: { betAmount: 1250, validBetAmount: 1250, winAmount: 2400, profitAndLoss: 1150 },
});
const emptyPage = ok({ list: [], total: 0, totalPages: 0, footer: { betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0 } });

/** The lottery record's "orders" example, shortened: a bet waiting for its draw and a won chase period. */
const lotteryPage = ok({
  list: [
    { orderDetailId: 880412301, orderMasterId: 770211845, abbrOrderNo: "8F3K2A", gameCode: "CQSSC", gameName: "Chongqing SSC", customerName: "player_one", numero: "20261128-042", status: 0, chase: false, betAmount: 20, validBetAmount: 0, winAmount: 0, betTimeInTimestamp: 1795832520000, settleTimeInTimestamp: null, prizeModeId: 1 },
    { orderDetailId: 880410977, orderMasterId: 770210002, abbrOrderNo: "7QD1WX-001", gameCode: "BJPK10", gameName: "Beijing PK10", customerName: "player_one", numero: "20261128-118", status: 1, chase: true, betAmount: 50, validBetAmount: 50, winAmount: 97.5, betTimeInTimestamp: 1795828210000, settleTimeInTimestamp: 1795828500000, prizeModeId: 1 },
  ],
  number: 1,
  totalPages: 1,
  footer: { betAmount: 70, validBetAmount: 50, winAmount: 97.5 },
});

describe("/m/gameRecord: the member's own bets", () => {
  it("shows the member's slots bets of today first, with the totals, asked as their own rows in their language", async () => {
    const { api } = renderApp({ route, session, api: { [SLOTS]: slotsPage } });
    const table = await screen.findByRole("table", { name: "Bet records: Slots" });
    expect(within(table).getByRole("rowheader", { name: "Fortune Gems" })).toBeInTheDocument();
    expect(within(table).getAllByText("￥1,250.00").length).toBeGreaterThan(0);
    // The member's own view: no member or direct agent column.
    expect(within(table).queryByRole("columnheader", { name: "Member" })).not.toBeInTheDocument();
    const query = new URL(api.calls(SLOTS)[0]!.url).searchParams;
    expect(query.get("subordinateType")).toBeNull();
    expect(query.get("language")).toBe("EN");
    expect(Number(query.get("endDate")) - Number(query.get("startDate"))).toBe(24 * 3_600_000 - 1);
    expect(screen.getByRole("button", { name: "Slots" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("link", { name: "Transaction records" })).toHaveAttribute("href", "/m/transaction/record");
  });

  it("no bets in the range: the reports' 'no records' state", async () => {
    renderApp({ route, session, api: { [SLOTS]: emptyPage } });
    expect(await screen.findByText("No records for these dates")).toBeInTheDocument();
  });

  it("a failed list says one translated message, and Try again shows the bets", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session,
      api: { [SLOTS]: () => (fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(slotsPage)) },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: "Fortune Gems" })).toBeInTheDocument();
  });

  it("the lottery says where each bet stands; a bet opens its detail, a chase its periods", async () => {
    const { user, api } = renderApp({
      route,
      session,
      api: {
        [SLOTS]: slotsPage,
        [LOTTERY]: lotteryPage,
        "GET /lgw/orders/detail/880412301": { orderNumber: "LT261128CQ8F3K2A", bettingTime: 1795832520000, playMenuType: 1, stakes: 10, odds: 1.95, winningNumber: "", orderStatus: 2, bettingSumAmount: 20, winningAmount: 0 },
        "GET /lgw/orders/770210002": {
          orderNumber: "LT261128PK7QD1WX",
          bettingTime: 1795828210000,
          totalBetAmount: 150,
          winningStop: true,
          totalChasePhases: 3,
          totalWinAmount: 97.5,
          orderDetailOrders: [
            { orderDetailId: 880410977, numero: "20261128-118", bettingSumAmount: 50, winAmount: 97.5, orderStatus: 4 },
            { orderDetailId: 880410978, numero: "20261128-119", bettingSumAmount: 50, winAmount: 0, orderStatus: 5 },
            { orderDetailId: 880410979, numero: "20261128-120", bettingSumAmount: 50, winAmount: 0, orderStatus: 2 },
          ],
        },
      },
    });
    await screen.findByRole("table", { name: "Bet records: Slots" });
    await user.click(screen.getByRole("button", { name: "Lottery" }));
    const table = await screen.findByRole("table", { name: "Bet records: Lottery" });
    expect(new URL(api.calls(LOTTERY)[0]!.url).searchParams.get("prizeModeId")).toBe("1");
    expect(within(table).getByText("Awaiting draw")).toBeInTheDocument();
    expect(within(table).getByText("Won")).toBeInTheDocument();

    await user.click(within(table).getByRole("button", { name: "Chongqing SSC, details of order 8F3K2A" }));
    const detail = await screen.findByRole("dialog", { name: "Bet details · Chongqing SSC" });
    expect(await within(detail).findByText("LT261128CQ8F3K2A")).toBeInTheDocument();
    expect(within(detail).getByText("Not drawn yet")).toBeInTheDocument();
    expect(within(detail).getByText("Awaiting draw")).toBeInTheDocument();
    await user.click(within(detail).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(within(table).getByRole("button", { name: "Beijing PK10, details of order 7QD1WX-001" }));
    const chase = await screen.findByRole("dialog", { name: "Chase details · Beijing PK10" });
    expect(await within(chase).findByText("LT261128PK7QD1WX")).toBeInTheDocument();
    expect(within(chase).getByText("2 of 3")).toBeInTheDocument();
    const periods = within(chase).getByRole("table", { name: "Periods chased" });
    expect(within(periods).getAllByRole("row")).toHaveLength(4);
  });

  it("a failed detail says so with Try again inside the sheet", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session,
      api: {
        [SLOTS]: slotsPage,
        [LOTTERY]: lotteryPage,
        "GET /lgw/orders/detail/880412301": () => (fail ? json({ message: "Internal Server Error" }, { status: 500 }) : json({ orderNumber: "LT261128CQ8F3K2A", bettingTime: 1795832520000, playMenuType: 1, stakes: 10, winningNumber: "", orderStatus: 2, bettingSumAmount: 20, winningAmount: 0 })),
      },
    });
    await screen.findByRole("table", { name: "Bet records: Slots" });
    await user.click(screen.getByRole("button", { name: "Lottery" }));
    await user.click(await screen.findByRole("button", { name: "Chongqing SSC, details of order 8F3K2A" }));
    const detail = await screen.findByRole("dialog", { name: "Bet details · Chongqing SSC" });
    const alert = await within(detail).findByRole("alert");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(detail).findByText("LT261128CQ8F3K2A")).toBeInTheDocument();
  });

  it("a visitor is sent to log in", async () => {
    renderApp({ route });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });
});
