import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberSession, trialSession } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers, agentSession } from "../testing/agent-fixtures.ts";

const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers);

afterEach(() => vi.useRealTimers());

describe("agent home (spec §2)", () => {
  it("greets the agent by the hour, shows the balance, today's team figures, the whitelisted grid and its own footer", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T15:00:00") });
    renderApp({ route: "/m/agent", session: agentSession });
    expect(await screen.findByText(/Good afternoon/)).toHaveTextContent("Good afternoon, agent_lee");
    // The balance shows a placeholder until its call answers: wait for the figure, not the element.
    const balance = await screen.findByRole("status", { name: "Balance" });
    await waitFor(() => expect(balance).toHaveTextContent("￥12,580.50"));
    const today = screen.getByRole("region", { name: "Team today" });
    expect(await within(today).findByText("86")).toBeInTheDocument();
    const grid = await screen.findByRole("navigation", { name: "Agent tools" });
    expect(within(grid).getByRole("link", { name: "Team overview" })).toHaveAttribute("href", "/m/agent/team/overview");
    expect(within(grid).getByRole("link", { name: "Red-envelope rain" })).toBeInTheDocument();
    expect(within(grid).queryByRole("link", { name: "Team bets" })).not.toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: "Online service" })).toBeInTheDocument();
    const footer = screen.getByRole("navigation", { name: "Agent menu" });
    expect(within(footer).getByRole("link", { name: "Dividend" })).toBeInTheDocument();
    expect(await within(footer).findByRole("link", { name: /^1 unread ?Announcements$/ })).toBeInTheDocument();
    // Its own footer replaces the footer menu (spec §2).
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
  });

  it("opens the notice card on tap, shows it sanitised, and marks it read once", async () => {
    const { user, api } = renderApp({ route: "/m/agent", session: agentSession });
    const head = await screen.findByRole("button", { name: /Dividend paid/ });
    expect(head).toHaveAttribute("aria-expanded", "false");
    await user.click(head);
    expect(head).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByText("Dividend paid in full.")).toBeInTheDocument();
    expect(document.querySelector(".notice-card img[onerror]")).toBeNull();
    await waitFor(() => expect(api.calls("POST /wps/relay/MCSFE_markAnnouncementAsRead")).toHaveLength(1));
    expect(await api.calls("POST /wps/relay/MCSFE_markAnnouncementAsRead")[0]?.clone().json()).toEqual({ announcementId: 7401, read: true });
    await user.click(head);
    expect(head).toHaveAttribute("aria-expanded", "false");
  });

  it.each([
    ["a plain member (type 0)", memberSession({ type: 0 })],
    ["a trial account (type 4)", trialSession()],
    ["type 40", memberSession({ type: 40 })],
  ])("sends %s to /m/home", async (_, session) => {
    renderApp({ route: "/m/agent", session });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  it("sends a visitor to /m/login", async () => {
    renderApp({ route: "/m/agent", api: { "GET /wps/relay/EMFE_getInboxUnreadCount": () => new Response("", { status: 401 }) } });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });
});
