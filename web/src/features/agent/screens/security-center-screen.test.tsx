import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inTurn, json } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers, agentSession } from "../testing/agent-fixtures.ts";

const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers);

const config = ok({
  completeProgress: 66.66666666666667,
  info: {
    profile: { enabled: true, isComplete: true },
    loginPassword: { enabled: true, isComplete: true },
    paymentPassword: { enabled: true, isComplete: false },
    securityQuestions: { enabled: true, isComplete: false },
    bankCards: { enabled: true, isComplete: true },
    email: { enabled: true, isComplete: true },
    bindGA: { enabled: false, isComplete: false },
    idVerification: { enabled: true, isComplete: false, status: "PENDING" },
  },
});

describe("/m/securityCenter (GET /wps/v2/member/securityConfig)", () => {
  it("shows the progress floored, the last login, and each enabled item done or not with the page that completes it", async () => {
    renderApp({
      route: "/m/securityCenter",
      session: agentSession,
      api: { "GET /wps/v2/member/securityConfig": config, "GET /wps/member/info": memberInfo({ lastLogin: 1795274123000, lastLoginIp: "175.139.142.25" }) },
    });
    expect(await screen.findByText("66% secured")).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Security level" })).toHaveAttribute("value", "66");
    expect(await screen.findByText(/Last login .* from 175\.139\.142\.25/)).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Security center" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      "Personal information",
      "Login password",
      "Withdrawal password",
      "Security questions",
      "Bank cards",
      "Email",
      "Identity verification",
    ]);
    expect(within(list).queryByText("Google Authenticator")).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText("Not done")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Set up Withdrawal password" })).toHaveAttribute("href", "/m/withdraw");
    expect(within(list).getByRole("link", { name: "Change Login password" })).toHaveAttribute("href", "/m/set/changePsw");
    expect(within(list).getByRole("link", { name: "Set up Identity verification" })).toHaveAttribute("href", "/m/member/realName");
    // Questions have no page in the app; a bank card once bound is managed at withdraw, not offered again here.
    expect(within(rows[3]!).queryByRole("link")).not.toBeInTheDocument();
    expect(within(rows[4]!).getByText("Done")).toBeInTheDocument();
    expect(within(rows[4]!).queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the failure with Try again, then the list", async () => {
    const { user } = renderApp({
      route: "/m/securityCenter",
      session: agentSession,
      api: { "GET /wps/v2/member/securityConfig": inTurn(() => json({ success: false }, { status: 500 }), config) },
    });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("66% secured")).toBeInTheDocument();
  });
});
