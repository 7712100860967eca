import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberInfo, memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers } from "../../agent/testing/agent-fixtures.ts";
import { availability, referralLink } from "../testing/rewards-fixtures.ts";

const route = "/m/inviteFriends";
// Coming soon and the agent modal's Cancel go back: home, when the page was opened directly.
const renderApp = renderAppWith(homeScreenHandlers);
const enabled = availability();
const disabled = availability({ REFERRAL: { enabled: false, count: 0 } });

describe("invite friends", () => {
  it("REFERRAL on: the member's link with its QR code and rules; Copy link puts the absolute link on the clipboard", async () => {
    const { user } = renderApp({
      route,
      session: memberSession(),
      api: {
        "GET /wps/relay/MCSFE_getMerchantAvailablePromotions": enabled,
        "GET /wps/relay/MCS2_wpsViewAffUrls": ok([referralLink, { ...referralLink, affUrlId: 7345, affiliateCode: "LEEAG1", customerType: 41 }]),
      },
    });
    const link = `${window.location.origin}/m/register?code=PLY1O7`;
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(screen.getByText("Invitation code: PLY1O7")).toBeInTheDocument();
    expect(screen.queryByText("Invitation code: LEEAG1")).not.toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "QR code of your referral link" })).toBeInTheDocument();
    expect(screen.getByText("3 friends signed up")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "How it works" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByText("Copied to the clipboard")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await navigator.clipboard.readText()).toBe("PLY1O7");
    expect(document.title).toMatch(/Invite friends/);
  });

  it("no link yet: Create my link makes one (once) and shows it", async () => {
    const { user, api } = renderApp({
      route,
      session: memberSession(),
      api: {
        "GET /wps/relay/MCSFE_getMerchantAvailablePromotions": enabled,
        "GET /wps/relay/MCS2_wpsViewAffUrls": ok([]),
        "POST /wps/relay/MCS2_wpsCreateAffUrl": ok(referralLink),
      },
    });
    await user.dblClick(await screen.findByRole("button", { name: "Create my link" }));
    expect(await screen.findByText("Invitation code: PLY1O7")).toBeInTheDocument();
    expect(api.calls("POST /wps/relay/MCS2_wpsCreateAffUrl")).toHaveLength(1);
    expect(await api.calls("POST /wps/relay/MCS2_wpsCreateAffUrl")[0]!.json()).toEqual({ customerType: 0 });
  });

  it("REFERRAL off: 'coming soon' for a second, then back (home when opened directly); no link is asked for", async () => {
    const { api } = renderApp({
      route,
      session: memberSession(),
      api: {
        "GET /wps/relay/MCSFE_getMerchantAvailablePromotions": disabled,
        "GET /wps/member/info": memberInfo(),
      },
    });
    expect(await screen.findByText("coming soon")).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"), { timeout: 2_000 });
    expect(api.calls("GET /wps/relay/MCS2_wpsViewAffUrls")).toHaveLength(0);
  });

  it("an agent (type 41) gets the agent modal instead; its button leads to the agent centre", async () => {
    const { user, api } = renderApp({
      route,
      session: memberSession({ type: 41 }),
      // The agent centre reads its figures and its footer as it opens.
      api: { ...agentHomeHandlers, "GET /wps/relay/MCSFE_getMerchantAvailablePromotions": enabled },
    });
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("You are an agent");
    await user.click(screen.getByRole("button", { name: "Go to agent centre" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/agent"));
    expect(api.calls("GET /wps/relay/MCS2_wpsViewAffUrls")).toHaveLength(0);
  });

  it("a visitor is sent to log in", async () => {
    renderApp({ route });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });
});
