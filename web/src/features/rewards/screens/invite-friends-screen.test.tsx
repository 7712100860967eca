import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberInfo, memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers } from "../../agent/testing/agent-fixtures.ts";
import { json } from "../../../testing/fake-api.ts";
import { availability, referral } from "../testing/rewards-fixtures.ts";

const route = "/m/inviteFriends";
const AVAILABLE = "GET /wps/relay/MCSFE_getAvailablePromotions";
const DETAILS = "GET /wps/relay/MCSFE_getReferralDetails";
// Coming soon and the agent modal's Cancel go back: home, when the page was opened directly.
const renderApp = renderAppWith(homeScreenHandlers);
const enabled = availability();
const disabled = availability({ REFERRAL: { enabled: false, count: 0 } });

describe("invite friends", () => {
  it("REFERRAL on: the member's code and invitation link with its QR code, the friends invited, what they earn and the rules; Copy link and Copy code", async () => {
    const { user, api } = renderApp({
      route,
      session: memberSession(),
      api: { [AVAILABLE]: enabled, [DETAILS]: ok(referral) },
    });
    const link = "https://www.platform.test/?referralCode=ply6684";
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(new URL(api.calls(DETAILS)[0]!.url).searchParams.get("autoGenerate")).toBe("true");
    expect(screen.getByText("Your referral code").nextSibling).toHaveTextContent("ply6684");
    expect(await screen.findByRole("img", { name: "QR code of your invitation link" })).toBeInTheDocument();
    expect(screen.getByText("3 friends invited")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What you earn" })).toBeInTheDocument();
    expect(screen.getByText("A reward for each friend who signs up")).toBeInTheDocument();
    expect(screen.getByText("A rebate on your friends' deposits")).toBeInTheDocument();
    expect(screen.queryByText("A rebate on your friends' valid bets")).toBeNull();
    expect(screen.getByRole("heading", { name: "How it works" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByText("Copied to the clipboard")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await navigator.clipboard.readText()).toBe("ply6684");
    expect(document.title).toMatch(/Invite friends/);
  });

  it("a failed details answer shows one message and Try again recovers", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session: memberSession(),
      api: {
        [AVAILABLE]: enabled,
        [DETAILS]: () => (fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(ok(referral))),
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("The system is busy, please try again later");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("https://www.platform.test/?referralCode=ply6684")).toBeInTheDocument();
  });

  it("REFERRAL off: 'coming soon' for a second, then back (home when opened directly); no details are asked for", async () => {
    const { api } = renderApp({
      route,
      session: memberSession(),
      api: {
        [AVAILABLE]: disabled,
        "GET /wps/member/info": memberInfo(),
      },
    });
    expect(await screen.findByText("coming soon")).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"), { timeout: 2_000 });
    expect(api.calls(DETAILS)).toHaveLength(0);
  });

  it("an agent (type 41) gets the agent modal instead; its button leads to the agent centre", async () => {
    const { user, api } = renderApp({
      route,
      session: memberSession({ type: 41 }),
      // The agent centre reads its figures and its footer as it opens.
      api: { ...agentHomeHandlers, [AVAILABLE]: enabled },
    });
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("You are an agent");
    await user.click(screen.getByRole("button", { name: "Go to agent centre" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/agent"));
    expect(api.calls(DETAILS)).toHaveLength(0);
  });

  it("a visitor is sent to log in", async () => {
    renderApp({ route });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });
});
