import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { availablePromotions } from "../../promotion-availability/index.ts";
import { memberInfo, memberSession, ok, trialSession, whitelabel } from "../../../testing/fixtures.ts";
import { json } from "../../../testing/fake-api.ts";
import { renderApp, renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { availability, depositConfig, signInConfig, signInDaysOf } from "../testing/rewards-fixtures.ts";
import { memberInfo as memberInfoQuery } from "../../member/index.ts";

const route = "/m/activity/signIn";
const session = memberSession();
const CONFIGS = "GET /wps/relay/MCSFE_getLoginPromotion";
const DAYS = "GET /wps/relay/MCSFE_getLoginPromotionConfigHistory";
const CLAIM = "POST /wps/relay/MCSFE_claimLoginPromotion";

/** A refusal as the SIGNIN chunk reads it: the code, the server's text and what is missing in value. */
const refused = (errorCode: string, value: unknown) => ({ success: false, errorCode, message: "Please complete the requirement to claim", value });

describe("daily check-in", () => {
  it("shows the configuration's days with their rewards and labels, today's marked, the totals and the rules", async () => {
    renderApp({
      route,
      session,
      api: {
        "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3", "PTSYS3"]),
        [CONFIGS]: ok([signInConfig]),
        [DAYS]: ok(signInDaysOf()),
      },
    });
    const calendar = await screen.findByRole("list", { name: "Check-in days" });
    const days = within(calendar).getAllByRole("listitem");
    expect(days).toHaveLength(4);
    expect(days[0]).toHaveTextContent(/Day 1.*￥2\.00Signed/);
    expect(days[1]).toHaveTextContent(/Day 2.*￥3\.00 \+ 10 pointsSigned/);
    expect(days[2]).toHaveTextContent(/Today.*￥5\.00Claim/);
    expect(days[2]).toHaveAttribute("aria-current", "date");
    expect(days[3]).toHaveTextContent(/Day 4.*Coming soon/);
    expect(screen.getByRole("heading", { name: "7-day check-in" })).toBeInTheDocument();
    expect(screen.getByText("Not checked in today")).toBeInTheDocument();
    expect(screen.getByText("Days checked in").nextSibling).toHaveTextContent("2");
    expect(screen.getByText("Money collected").nextSibling).toHaveTextContent("￥5.00");
    expect(screen.getByText("Points collected").nextSibling).toHaveTextContent("10");
    expect(await screen.findByText("Check in every day for 7 days in a row.")).toBeInTheDocument();
    expect(document.title).toMatch(/Daily check-in/);
  });

  it("claims today's day once: the day reads signed, the totals move, the button says so, the LOGIN dot and the wallet are asked again", async () => {
    const { user, api, queryClient } = renderApp({
      route,
      session,
      api: { [CONFIGS]: ok([signInConfig]), [DAYS]: ok(signInDaysOf()), [CLAIM]: ok(null) },
    });
    queryClient.setQueryData(availablePromotions.key(undefined, session.userName), (availability().value as { content: unknown }).content);
    queryClient.setQueryData(memberInfoQuery.key(undefined, session.userName), memberInfo().value);
    const button = await screen.findByRole("button", { name: "Check in today" });
    await user.dblClick(button);
    expect(await screen.findByRole("button", { name: "Come back tomorrow" })).toBeDisabled();
    expect(api.calls(CLAIM)).toHaveLength(1);
    expect(await api.calls(CLAIM)[0]!.json()).toEqual({ promotionConfigDetailId: 1203 });
    expect(api.calls(CLAIM)[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(within(screen.getByRole("list", { name: "Check-in days" })).getAllByText("Signed")).toHaveLength(3);
    expect(screen.getByText("Checked in today")).toBeInTheDocument();
    expect(screen.getByText("Money collected").nextSibling).toHaveTextContent("￥10.00");
    expect(screen.getByText("Checked in! You received ￥5.00")).toBeInTheDocument();
    expect(queryClient.getQueryState(availablePromotions.key(undefined, session.userName))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(memberInfoQuery.key(undefined, session.userName))?.isInvalidated).toBe(true);
  });

  it("shows what today needs, and a refusal for deposit and bets says what is still missing with the way to deposit", async () => {
    const { user } = renderApp({
      route,
      session,
      api: {
        [CONFIGS]: ok([signInConfig]),
        [DAYS]: ok(signInDaysOf({ depositAmount: 100, validBetAmount: 500 })),
        [CLAIM]: refused("claim_deposit_and_bet_required", { data: { requiredDepositAmount: 100, accumulatedDepositAmount: 20, requiredValidBet: 500, actualBet: 120 } }),
      },
    });
    expect(await screen.findByText("A deposit of ￥100.00")).toBeInTheDocument();
    expect(screen.getByText("Valid bets of ￥500.00")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Check in today" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Complete this first to claim today's reward");
    expect(within(alert).getByText("Deposit needed").nextSibling).toHaveTextContent("￥100.00");
    expect(within(alert).getByText("Deposited so far").nextSibling).toHaveTextContent("￥20.00");
    expect(within(alert).getByText("Valid bets needed").nextSibling).toHaveTextContent("￥500.00");
    expect(within(alert).getByText("Valid bets so far").nextSibling).toHaveTextContent("￥120.00");
    expect(within(alert).getByRole("link", { name: "Deposit now" })).toHaveAttribute("href", "/m/voucherCenter");
    // Refused: the day can be claimed again once done.
    expect(screen.getByRole("button", { name: "Check in today" })).toBeEnabled();
  });

  it("a bet-only refusal shows the bets and offers no deposit", async () => {
    const { user } = renderApp({
      route,
      session,
      api: {
        [CONFIGS]: ok([signInConfig]),
        [DAYS]: ok(signInDaysOf({ validBetAmount: 500 })),
        [CLAIM]: refused("claim_bet_required", { data: { requiredDepositAmount: 0, accumulatedDepositAmount: 0, requiredValidBet: 500, actualBet: 120 } }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Check in today" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Valid bets so far").nextSibling).toHaveTextContent("￥120.00");
    expect(within(alert).queryByText("Deposit needed")).toBeNull();
    expect(within(alert).queryByRole("link", { name: "Deposit now" })).toBeNull();
  });

  it("information to complete is listed, each with its page", async () => {
    const { user } = renderApp({
      route,
      session,
      api: {
        [CONFIGS]: ok([signInConfig]),
        [DAYS]: ok(signInDaysOf()),
        [CLAIM]: refused("required_member_information_incomplete", { data: { requiredInformation: ["BANK_CARD", "MOBILE_VERIFIED"] } }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Check in today" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Complete your information first:");
    const items = within(alert).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Bind a bank card");
    expect(within(items[0]!).getByRole("link", { name: "Complete now" })).toHaveAttribute("href", "/m/withdraw");
    expect(items[1]).toHaveTextContent("Verify your mobile number");
    expect(within(items[1]!).getByRole("link", { name: "Complete now" })).toHaveAttribute("href", "/m/member/info");
  });

  it("a required field shows the server's words with the page to complete it; another refusal the server's reason only", async () => {
    let answer: unknown = refused("prom.claim.req.field", { type: "kyc_verified" });
    const { user } = renderApp({
      route,
      session,
      api: { [CONFIGS]: ok([signInConfig]), [DAYS]: ok(signInDaysOf()), [CLAIM]: () => json(answer) },
    });
    await user.click(await screen.findByRole("button", { name: "Check in today" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please complete the requirement to claim");
    expect(within(alert).getByRole("link", { name: "Complete now" })).toHaveAttribute("href", "/m/member/realName");
    answer = { success: false, errorCode: "promotion.login.already.signed", message: "You have already checked in today" };
    await user.click(screen.getByRole("button", { name: "Check in today" }));
    expect(await screen.findByText("You have already checked in today")).toBeInTheDocument();
    expect(within(screen.getByRole("alert")).queryByRole("link")).toBeNull();
  });

  it("several configurations are tabs; picking one shows its days", async () => {
    const { user, api } = renderApp({
      route,
      session,
      api: {
        [CONFIGS]: ok([signInConfig, depositConfig]),
        [DAYS]: (request: Request) =>
          json(ok(new URL(request.url).searchParams.get("configId") === "15" ? { ...signInDaysOf({ depositAmount: 100 }), list: signInDaysOf({ depositAmount: 100 }).list.slice(0, 3) } : signInDaysOf())),
      },
    });
    const tabs = await screen.findByRole("tablist", { name: "Check-ins" });
    expect(within(tabs).getByRole("tab", { name: "7-day check-in" })).toHaveAttribute("aria-selected", "true");
    expect(within(await screen.findByRole("list", { name: "Check-in days" })).getAllByRole("listitem")).toHaveLength(4);
    await user.click(within(tabs).getByRole("tab", { name: "Deposit check-in" }));
    expect(await screen.findByText("A deposit of ￥100.00")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Check-in days" })).getAllByRole("listitem")).toHaveLength(3);
    expect(api.calls(DAYS).map((request) => new URL(request.url).searchParams.get("configId"))).toEqual(["12", "15"]);
  });

  it("no check-in: the empty state", async () => {
    renderApp({ route, session, api: { [CONFIGS]: ok([]) } });
    expect(await screen.findByText("There is no check-in right now")).toBeInTheDocument();
  });

  it("check-in off for the merchant: the feature-unavailable message with Try again", async () => {
    renderApp({ route, session, api: { [CONFIGS]: { success: false, errorCode: "function.not.available", message: "This function is not available" } } });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("a 5xx shows one translated message, and Try again shows the days", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session,
      api: {
        [CONFIGS]: ok([signInConfig]),
        [DAYS]: () => (fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(ok(signInDaysOf()))),
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    expect(screen.queryByText("Internal Server Error")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Check in today" })).toBeInTheDocument();
  });

  it("a visitor who opens the address is asked to log in, as the points mall asks, and no check-in call is made", async () => {
    const { api, user } = renderApp({ route, api: { "GET /wps/system/captcha": ok({}) } });
    expect(await screen.findByText("Log in to check in every day and collect your rewards")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Check-in days" })).not.toBeInTheDocument();
    expect(api.calls(CONFIGS)).toHaveLength(0);
    await user.click(screen.getByRole("link", { name: "Log in" }));
    expect(window.location.pathname).toBe("/m/login");
  });

  // A trial balance is play money (a trial claimed '￥8.00 added to your wallet'): the check-in is not offered to it.
  it("refuses a trial account the one way (free_reject, Register now or Cancel) and asks no check-in", async () => {
    const { api, user } = renderAppWith(homeScreenHandlers)({ route, session: trialSession(), api: { "GET /wps/member/info": memberInfo({ type: 4 }) } });
    const refusal = await screen.findByRole("alertdialog", { name: "Trial account" });
    expect(within(refusal).getByText("Please login an actual account to use this function")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Check in today" })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(api.calls(CONFIGS)).toHaveLength(0);
    expect(api.calls(CLAIM)).toHaveLength(0);
  });
});
