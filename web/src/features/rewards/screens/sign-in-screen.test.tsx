import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { availablePromotions } from "../../promotion-availability/index.ts";
import { memberInfo, memberSession, ok } from "../../../testing/fixtures.ts";
import { json } from "../../../testing/fake-api.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { availability, signInPromotion } from "../testing/rewards-fixtures.ts";
import { memberInfo as memberInfoQuery } from "../../member/index.ts";

const route = "/m/activity/signIn";
const session = memberSession();

describe("daily sign-in", () => {
  it("shows the cycle: signed days, today's reward, the progress and the rules", async () => {
    renderApp({ route, session, api: { "GET /wps/relay/MCSFE_getLoginPromotion": ok(signInPromotion()) } });
    const calendar = await screen.findByRole("list", { name: "Sign-in calendar" });
    const days = within(calendar).getAllByRole("listitem");
    expect(days).toHaveLength(4);
    expect(days[0]).toHaveTextContent(/Day 1.*￥2\.00Signed/);
    expect(days[2]).toHaveTextContent(/Today.*￥5\.00Claim/);
    expect(days[2]).toHaveAttribute("aria-current", "date");
    expect(screen.getByText("Signed 2 of 4 days")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    expect(await screen.findByText("Sign in every day to collect a bonus.")).toBeInTheDocument();
    expect(document.title).toMatch(/Daily sign-in/);
  });

  it("signs today once: the day reads signed, the button says so, the LOGIN dot and the wallet balance are asked again", async () => {
    const { user, api, queryClient } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getLoginPromotion": ok(signInPromotion()),
        "POST /wps/relay/MCSFE_claimLoginPromotion": ok({ promotionId: 3401, day: 3, reward: 5, signedDays: 3, sumBalance: 100 }),
      },
    });
    queryClient.setQueryData(availablePromotions.key(undefined, session.userName), availability().value);
    queryClient.setQueryData(memberInfoQuery.key(undefined, session.userName), memberInfo().value);
    const button = await screen.findByRole("button", { name: "Sign in today" });
    await user.dblClick(button);
    expect(await screen.findByRole("button", { name: "Signed today — come back tomorrow" })).toBeDisabled();
    expect(api.calls("POST /wps/relay/MCSFE_claimLoginPromotion")).toHaveLength(1);
    expect(await api.calls("POST /wps/relay/MCSFE_claimLoginPromotion")[0]!.json()).toEqual({ promotionId: 3401 });
    expect(screen.getByText("Signed 3 of 4 days")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Sign-in calendar" })).getAllByText("Signed")).toHaveLength(3);
    expect(screen.getByText("Signed in! ￥5.00 added to your wallet")).toBeInTheDocument();
    expect(queryClient.getQueryState(availablePromotions.key(undefined, session.userName))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(memberInfoQuery.key(undefined, session.userName))?.isInvalidated).toBe(true);
  });

  it("a condition not met disables the button and says what is missing; a refusal shows the server's reason", async () => {
    renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getLoginPromotion": ok(
          signInPromotion({ eligibleToday: false, condition: { minDeposit: 100, minValidBet: null, depositToday: 20, validBetToday: 0 } }),
        ),
      },
    });
    expect(await screen.findByRole("button", { name: "Not available today" })).toBeDisabled();
    expect(screen.getByText("Today: deposit at least ￥100.00 to sign in (so far ￥20.00)")).toBeInTheDocument();
  });

  it("shows the server's reason when signing is refused", async () => {
    const { user } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getLoginPromotion": ok(signInPromotion()),
        "POST /wps/relay/MCSFE_claimLoginPromotion": { success: false, errorCode: "promotion.ended", message: "This promotion has ended" },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Sign in today" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This promotion has ended");
  });

  it("no sign-in promotion: the feature-unavailable message with Try again", async () => {
    renderApp({
      route,
      session,
      api: { "GET /wps/relay/MCSFE_getLoginPromotion": { success: false, errorCode: "function.not.available", message: "This function is not available" } },
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
  it("a 5xx shows one translated message, and Try again shows the calendar", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getLoginPromotion": () =>
          fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(ok(signInPromotion())),
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    expect(screen.queryByText("Internal Server Error")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Sign in today" })).toBeInTheDocument();
  });

  it("a visitor who opens the address is asked to log in, as the points mall asks, and no sign-in call is made (issue 34, item 5)", async () => {
    const { api, user } = renderApp({ route, api: { "GET /wps/system/captcha": ok({}) } });
    expect(await screen.findByText("Log in to sign in every day and collect your rewards")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Sign-in calendar" })).not.toBeInTheDocument();
    expect(api.calls("GET /wps/relay/MCSFE_getLoginPromotion")).toHaveLength(0);
    await user.click(screen.getByRole("link", { name: "Log in" }));
    expect(window.location.pathname).toBe("/m/login");
  });
});
