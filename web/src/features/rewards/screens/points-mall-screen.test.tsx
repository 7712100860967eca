import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok, whitelabel } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { carriesInClear, rsaKey } from "../../account/testing/account-fixtures.tsx";
import { pointRewardsAnswer } from "../testing/rewards-fixtures.ts";
import { memberInfo as memberInfoQuery } from "../../member/index.ts";

const route = "/m/mall/mallHome";
const session = memberSession();
/** The merchant's switches with PTSYS3 on (the start-up default has it off). */
const flagOn = { "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3", "PTSYS3"]) };
const renderApp = renderAppWith(flagOn);
const convertOff = ok({ convertEnabled: false });
const convertOn = ok({ convertEnabled: true, pointsPerUnit: 100, minConvertPoints: 1000, maxConvertPointsPerDay: 20000 });

/** The server's points, which a points call it answered moves: the app asks for them again after every points call (issue 29). */
const pointsAnswer = (point: number) => json(ok({ point, expiringPoint: 300, expiryDate: "2026-11-30" }));

const mall = (point: number, extra = {}) => ({
  "GET /wps/relay/MCSFE_getPointBalance": ok({ point, expiringPoint: 300, expiryDate: "2026-11-30" }),
  "GET /wps/relay/MCSFE_getPointReward": pointRewardsAnswer(),
  "GET /wps/relay/MCSFE_getPointConfig": convertOff,
  ...extra,
});

describe("points mall", () => {
  it("shows the points and each reward's price; a reward above the balance says points are too low and by how many", async () => {
    renderApp({ route, session, api: mall(2460) });
    expect(await screen.findByText("2,460 points")).toBeInTheDocument();
    expect(screen.getByText("300 points expire on 2026-11-30")).toBeInTheDocument();
    const rewards = screen.getByRole("region", { name: "Rewards to redeem" });
    expect(within(rewards).getByRole("button", { name: "Redeem ￥18.00 cash" })).toBeEnabled();
    expect(within(rewards).getByRole("button", { name: "Not enough points" })).toBeDisabled();
    expect(within(rewards).getByText("You need 35,540 more points")).toBeInTheDocument();
    expect(document.title).toMatch(/Points mall/);
  });

  it("redeems after the password, encrypted (the password never in clear); the balance follows the answer", async () => {
    let point = 2460;
    const { user, api } = renderApp({
      route,
      session,
      api: mall(2460, {
        "GET /wps/relay/MCSFE_getPointBalance": () => pointsAnswer(point),
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward": () => (
          (point = 660), json(ok({ redeemId: "PR1", rewardId: 6102, pointsUsed: 1800, pointBalance: 660, cashAmount: 18, sumBalance: 100 }))
        ),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Redeem ￥18.00 cash" }));
    const sheet = screen.getByRole("dialog", { name: "Redeem ￥18.00 cash?" });
    expect(sheet).toHaveTextContent("1,800 points will be used. Your balance after: 660 points.");
    // No password: the field says so and nothing is sent.
    await user.click(within(sheet).getByRole("button", { name: "Redeem now" }));
    expect(within(sheet).getByLabelText(/Login password/)).toHaveAccessibleDescription();
    await user.type(within(sheet).getByLabelText(/Login password/), "Sunrise2025");
    await user.dblClick(within(sheet).getByRole("button", { name: "Redeem now" }));
    expect(await screen.findByText("660 points")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Redeemed! 660 points left")).toBeInTheDocument();
    const calls = api.calls("POST /wps/relay/passwordCheck/MCSFE_redeemPointReward");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get("Encryption")).toBeTruthy();
    expect(await carriesInClear(calls[0]!, "Sunrise2025")).toBe(false);
  });

  it("a refusal (points too low on the server) shows its reason in the sheet and keeps the password", async () => {
    const { user } = renderApp({
      route,
      session,
      api: mall(2460, {
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward": { success: false, errorCode: "point.insufficient", message: "Not enough points for this reward" },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Redeem ￥18.00 cash" }));
    const sheet = screen.getByRole("dialog");
    await user.type(within(sheet).getByLabelText(/Login password/), "Sunrise2025");
    await user.click(within(sheet).getByRole("button", { name: "Redeem now" }));
    expect(await within(sheet).findByRole("alert")).toHaveTextContent("Not enough points for this reward");
    expect(within(sheet).getByLabelText(/Login password/)).toHaveValue("Sunrise2025");
  });

  it("converts points where configured: picks an amount, confirms with the password; the wallet balance is asked again", async () => {
    let point = 2460;
    const { user, api, queryClient } = renderApp({
      route,
      session,
      api: mall(2460, {
        "GET /wps/relay/MCSFE_getPointBalance": () => pointsAnswer(point),
        "GET /wps/relay/MCSFE_getPointConfig": convertOn,
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/relay/passwordCheck/MCSFE_convertPoint": () => ((point = 460), json(ok({ points: 2000, amount: 20, pointBalance: 460, sumBalance: 100 }))),
      }),
    });
    queryClient.setQueryData(memberInfoQuery.key(undefined, session.userName), memberInfo().value);
    const card = await screen.findByRole("region", { name: "Convert points to cash" });
    await user.click(within(card).getByRole("radio", { name: /2,000 pts/ }));
    await user.click(within(card).getByRole("button", { name: "Convert" }));
    const sheet = screen.getByRole("dialog");
    expect(sheet).toHaveTextContent("2,000 points = ￥20.00");
    await user.type(within(sheet).getByLabelText(/Login password/), "Sunrise2025");
    await user.click(within(sheet).getByRole("button", { name: "Convert" }));
    expect(await screen.findByText("460 points")).toBeInTheDocument();
    expect(api.calls("POST /wps/relay/passwordCheck/MCSFE_convertPoint")).toHaveLength(1);
    expect(queryClient.getQueryState(memberInfoQuery.key(undefined, session.userName))?.isInvalidated).toBe(true);
  });

  it("no conversion card when the merchant has it off", async () => {
    renderApp({ route, session, api: mall(2460) });
    await screen.findByText("2,460 points");
    expect(screen.queryByRole("region", { name: "Convert points to cash" })).not.toBeInTheDocument();
  });

  it("no rewards: the empty state; a failed balance: one message and Try again", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session,
      api: mall(0, {
        "GET /wps/relay/MCSFE_getPointReward": pointRewardsAnswer([]),
        "GET /wps/relay/MCSFE_getPointBalance": () => (fail ? json({ success: false, message: "Internal Server Error" }, { status: 500 }) : json(ok({ point: 120 }))),
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

