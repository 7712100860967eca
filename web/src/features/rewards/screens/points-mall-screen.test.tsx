import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok, whitelabel } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { carriesInClear, rsaKey } from "../../account/testing/account-fixtures.tsx";
import { cashReward, earbuds, pointRewardsAnswer } from "../testing/rewards-fixtures.ts";
import { memberInfo as memberInfoQuery } from "../../member/index.ts";

const route = "/m/mall/mallHome";
const session = memberSession();
/** The merchant's switches with PTSYS3 on (the start-up default has it off). */
const flagOn = { "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3", "PTSYS3"]) };
const renderApp = renderAppWith(flagOn);
const convertOff = ok({ convertEnabled: false, sportBet: 1, liveBet: 0.5, deposit: null });
const convertOn = ok({ convertEnabled: true, pointsPerUnit: 100, minConvertPoints: 1000, maxConvertPointsPerDay: 20000 });
const categories = ok([
  { id: 0, name: "ALL", dispaly: "Y" },
  { id: 1, name: "discount_exchange", dispaly: "Y" },
  { id: 2, name: "domestic_services", dispaly: "N" },
  { id: 3, name: "gift_redemption", dispaly: "Y" },
]);
const noHistory = ok({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 });

const REDEEM = "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward";

/** The server's points (a bare number), which a points call it answered moves: the app asks for them again after every points call. */
const pointsAnswer = (points: number) => json(ok(points));

const mall = (points: number, extra = {}) => ({
  "GET /wps/relay/MCSFE_getPointBalance": ok(points),
  "GET /wps/relay/MCSFE_getPointReward": pointRewardsAnswer(),
  "GET /wps/relay/MCSFE_getPointConfig": convertOff,
  "GET /wps/relay/MCSFE_getPointRewardConversionType": categories,
  "GET /wps/relay/MCSFE_getRedeemPointList": noHistory,
  ...extra,
});

describe("points mall", () => {
  it("shows the points, the categories as tabs and each reward's price; a reward above the balance says points are too low and by how many", async () => {
    const { user } = renderApp({ route, session, api: mall(2460) });
    expect(await screen.findByText("2,460 points")).toBeInTheDocument();
    const rewards = screen.getByRole("region", { name: "Rewards to redeem" });
    expect(within(rewards).getByRole("button", { name: "Redeem ￥18.00 cash" })).toBeEnabled();
    expect(within(rewards).getByRole("button", { name: "Not enough points" })).toBeDisabled();
    expect(within(rewards).getByText("You need 35,540 more points")).toBeInTheDocument();
    // The server's categories shown (dispaly Y), the reward's category on its card.
    const tabs = within(rewards).getByRole("tablist", { name: "Reward categories" });
    expect(within(tabs).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["All", "Vouchers", "Gifts"]);
    expect(within(rewards).getAllByText("Gifts")).toHaveLength(2);
    await user.click(within(tabs).getByRole("tab", { name: "Gifts" }));
    expect(within(rewards).queryByRole("heading", { name: "￥18.00 cash" })).not.toBeInTheDocument();
    expect(within(rewards).getByRole("heading", { name: "Wireless earbuds" })).toBeInTheDocument();
    expect(document.title).toMatch(/Points mall/);
  });

  it("says how points are earned, from the config's rates", async () => {
    renderApp({ route, session, api: mall(2460) });
    const earn = await screen.findByRole("region", { name: "How to earn points" });
    expect(earn).toHaveTextContent("Sports bets1 pts per ￥1.00");
    expect(earn).toHaveTextContent("Live casino bets0.5 pts per ￥1.00");
    expect(earn).not.toHaveTextContent("Deposits");
  });

  it("redeems after the withdrawal password, encrypted (never in clear); the balance follows the answer", async () => {
    let points = 2460;
    const { user, api } = renderApp({
      route,
      session,
      api: mall(2460, {
        "GET /wps/relay/MCSFE_getPointBalance": () => pointsAnswer(points),
        "GET /wps/session/key/rsa": rsaKey,
        [REDEEM]: () => ((points = 660), json(ok({ redeemId: "PR1", pointBalance: 660 }))),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Redeem ￥18.00 cash" }));
    const sheet = screen.getByRole("dialog", { name: "Redeem ￥18.00 cash?" });
    expect(sheet).toHaveTextContent("1,800 points will be used. Your balance after: 660 points.");
    // A voucher ships nothing: no shipping fields.
    expect(within(sheet).queryByLabelText("Shipping address")).not.toBeInTheDocument();
    // Which password and why, before anything is typed.
    expect(within(sheet).getByLabelText(/Withdrawal password/)).toHaveAccessibleDescription(
      "The same password as for withdrawals, not your login password: points become cash and gifts, so they are guarded like your money",
    );
    // No password: the field says so and nothing is sent; a password of the wrong shape neither.
    await user.click(within(sheet).getByRole("button", { name: "Redeem now" }));
    expect(within(sheet).getByLabelText(/Withdrawal password/)).toHaveAccessibleDescription();
    await user.type(within(sheet).getByLabelText(/Withdrawal password/), "135 790");
    await user.click(within(sheet).getByRole("button", { name: "Redeem now" }));
    expect(api.calls(REDEEM)).toHaveLength(0);
    await user.clear(within(sheet).getByLabelText(/Withdrawal password/));
    await user.type(within(sheet).getByLabelText(/Withdrawal password/), "135790");
    await user.dblClick(within(sheet).getByRole("button", { name: "Redeem now" }));
    expect(await screen.findByText("660 points")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Redeemed ￥18.00 cash")).toBeInTheDocument();
    const calls = api.calls(REDEEM);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get("Encryption")).toBeTruthy();
    expect(await carriesInClear(calls[0]!, "135790")).toBe(false);
  });

  it("a gift asks where to ship it; the fields given go with the redemption", async () => {
    const { user, api } = renderApp({
      route,
      session,
      api: mall(40000, {
        "GET /wps/session/key/rsa": rsaKey,
        [REDEEM]: ok({ redeemId: "PR2", pointBalance: 2000 }),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Redeem Wireless earbuds" }));
    const sheet = screen.getByRole("dialog", { name: "Redeem Wireless earbuds?" });
    const shipping = within(sheet).getByRole("group", { name: "Where to send your gift (optional)" });
    await user.type(within(shipping).getByLabelText("Receiver's phone"), "+60 12");
    await user.type(within(shipping).getByLabelText("Shipping address"), "88 Jalan Ampang, Kuala Lumpur");
    await user.type(within(sheet).getByLabelText(/Withdrawal password/), "135790");
    await user.click(within(sheet).getByRole("button", { name: "Redeem now" }));
    // A phone in digits only.
    expect(within(shipping).getByLabelText("Receiver's phone")).toHaveAccessibleDescription();
    expect(api.calls(REDEEM)).toHaveLength(0);
    await user.clear(within(shipping).getByLabelText("Receiver's phone"));
    await user.type(within(shipping).getByLabelText("Receiver's phone"), "60123456789");
    await user.click(within(sheet).getByRole("button", { name: "Redeem now" }));
    expect(await screen.findByText("Redeemed Wireless earbuds: it is on its way once reviewed")).toBeInTheDocument();
    expect(api.calls(REDEEM)).toHaveLength(1);
    expect(await carriesInClear(api.calls(REDEEM)[0]!, "Jalan Ampang")).toBe(false);
  });

  it("a refusal (wrong withdrawal password) shows its reason in the sheet and keeps the password", async () => {
    const { user } = renderApp({
      route,
      session,
      api: mall(2460, {
        "GET /wps/session/key/rsa": rsaKey,
        [REDEEM]: { success: false, errorCode: "invalid.payment.pw", message: "Incorrect withdrawal password" },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Redeem ￥18.00 cash" }));
    const sheet = screen.getByRole("dialog");
    await user.type(within(sheet).getByLabelText(/Withdrawal password/), "246810");
    await user.click(within(sheet).getByRole("button", { name: "Redeem now" }));
    expect(await within(sheet).findByRole("alert")).toHaveTextContent("Incorrect withdrawal password");
    expect(within(sheet).getByLabelText(/Withdrawal password/)).toHaveValue("246810");
  });

  it("converts points where configured: picks an amount, confirms with the withdrawal password; the wallet balance is asked again", async () => {
    let points = 2460;
    const { user, api, queryClient } = renderApp({
      route,
      session,
      api: mall(2460, {
        "GET /wps/relay/MCSFE_getPointBalance": () => pointsAnswer(points),
        "GET /wps/relay/MCSFE_getPointConfig": convertOn,
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/relay/passwordCheck/MCSFE_convertPoint": () => ((points = 460), json(ok({ amount: 20, pointBalance: 460 }))),
      }),
    });
    queryClient.setQueryData(memberInfoQuery.key(undefined, session.userName), memberInfo().value);
    const card = await screen.findByRole("region", { name: "Convert points to cash" });
    await user.click(within(card).getByRole("radio", { name: /2,000 pts/ }));
    await user.click(within(card).getByRole("button", { name: "Convert" }));
    const sheet = screen.getByRole("dialog");
    expect(sheet).toHaveTextContent("2,000 points = ￥20.00");
    await user.type(within(sheet).getByLabelText(/Withdrawal password/), "135790");
    await user.click(within(sheet).getByRole("button", { name: "Convert" }));
    expect(await screen.findByText("460 points")).toBeInTheDocument();
    expect(screen.getByText("Converted! ￥20.00 added to your wallet")).toBeInTheDocument();
    expect(api.calls("POST /wps/relay/passwordCheck/MCSFE_convertPoint")).toHaveLength(1);
    expect(queryClient.getQueryState(memberInfoQuery.key(undefined, session.userName))?.isInvalidated).toBe(true);
  });

  it("lists the member's redemptions with their review: under review, passed, refused with the reason", async () => {
    const list = [
      { redeemId: "PR3", rewardId: earbuds.rewardId, rewardName: earbuds.name, points: 38000, status: "P", createdTime: Date.UTC(2026, 10, 26, 10, 33), remark: null },
      { redeemId: "PR2", rewardId: cashReward.rewardId, rewardName: cashReward.name, points: 1800, status: "A", createdTime: Date.UTC(2026, 10, 21, 4, 1), remark: null },
      { redeemId: "PR1", rewardId: 6103, rewardName: "Mobile top-up ￥50", points: 5000, status: "R", createdTime: Date.UTC(2026, 10, 8, 3, 45), remark: "The number is not bound" },
    ];
    renderApp({ route, session, api: mall(2460, { "GET /wps/relay/MCSFE_getRedeemPointList": ok({ list, pageNum: 1, totalPages: 1, totalCount: 3 }) }) });
    const history = await screen.findByRole("region", { name: "My redemptions" });
    const lines = await within(history).findAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Wireless earbudsUnder review38,000 points2026-11-26 \d\d:33$/),
      expect.stringMatching(/^￥18.00 cashPassed1,800 points2026-11-2\d \d\d:01$/),
      expect.stringMatching(/^Mobile top-up ￥50Refused5,000 points2026-11-08 \d\d:45The number is not bound$/),
    ]);
  });

  it("no conversion card when the merchant has it off; nothing redeemed yet", async () => {
    renderApp({ route, session, api: mall(2460) });
    await screen.findByText("2,460 points");
    expect(screen.queryByRole("region", { name: "Convert points to cash" })).not.toBeInTheDocument();
    expect(await screen.findByText("Nothing redeemed yet")).toBeInTheDocument();
  });

  it("no rewards: the empty state; a failed balance: one message and Try again", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session,
      api: mall(0, {
        "GET /wps/relay/MCSFE_getPointReward": pointRewardsAnswer([]),
        "GET /wps/relay/MCSFE_getPointBalance": () => (fail ? json({ success: false, message: "Internal Server Error" }, { status: 500 }) : json(ok(120))),
      }),
    });
    expect(await screen.findByText("No rewards on offer right now")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("The system is busy, please try again later");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("120 points")).toBeInTheDocument();
  });

  it("a visitor is asked to log in, and no points call is made", async () => {
    const { api } = renderApp({ route });
    expect(await screen.findByText("Log in to see your points and redeem rewards")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/m/login");
    await waitFor(() => expect(api.calls("GET /wps/relay/MCSFE_getPointBalance")).toHaveLength(0));
  });

  it("PTSYS3 off (the entry hidden, the address typed): 'coming soon', then home; no points are asked for", async () => {
    const { api } = renderAppWith(homeScreenHandlers)({ route, session, api: { "GET /wps/member/info": memberInfo() } });
    expect(await screen.findByText("coming soon")).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"), { timeout: 2_000 });
    expect(api.calls("GET /wps/relay/MCSFE_getPointBalance")).toHaveLength(0);
    expect(api.calls("GET /wps/relay/MCSFE_getPointReward")).toHaveLength(0);
  });
});
