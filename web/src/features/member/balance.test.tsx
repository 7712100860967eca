import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../testing/fake-api.ts";
import { memberInfo, memberSession, trialSession } from "../../testing/fixtures.ts";
import { renderAppWith } from "../../testing/test-utils.tsx";
import { BALANCE_FRESH_MS } from "../../lib/refresh-money-views.ts";
import { CACHED_AT_HEADER } from "../../service-worker/cached-at.ts";
import { homeScreenHandlers } from "../home/testing/home-handlers.ts";
import { memberCentreHandlers } from "./testing/member-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

describe("balance in the home header (spec §1, §4)", () => {
  it("shows ￥ with grouping and two decimals, hides it as asterisks, masks it while refreshing", async () => {
    let answer: (response: Response) => void = () => undefined;
    let calls = 0;
    const { user } = renderApp({
      route: "/m/home",
      session: memberSession(),
      api: {
        "GET /wps/member/info": () => {
          calls += 1;
          if (calls === 1) return json(memberInfo({ sumBalance: 12580.5 }));
          return new Promise<Response>((resolve) => (answer = resolve));
        },
      },
    });
    const amount = await screen.findByRole("status", { name: "Balance" });
    await waitFor(() => expect(amount).toHaveTextContent("￥12,580.50"));

    await user.click(screen.getByRole("button", { name: "Hide balance" }));
    expect(amount).toHaveTextContent("￥******");
    await user.click(screen.getByRole("button", { name: "Show balance" }));

    await user.click(screen.getByRole("button", { name: "Refresh balance" }));
    expect(amount).toHaveTextContent("￥--.--");
    answer(json(memberInfo({ sumBalance: 99.9 })));
    await waitFor(() => expect(amount).toHaveTextContent("￥99.90"));
  });
});

afterEach(() => vi.useRealTimers());

describe("a balance that is not the current one", () => {
  const renderCentre = renderAppWith(homeScreenHandlers, memberCentreHandlers);
  /** The service worker's answer offline: its copy, stamped with when that copy was fetched. */
  const cachedCopy = (fetchedAt: Date, sumBalance = 12580.5) =>
    json(memberInfo({ vipLevel: 3, sumBalance }), { headers: { [CACHED_AT_HEADER]: fetchedAt.toISOString() } });
  const todayAt = (hours: number, minutes: number) => {
    const at = new Date();
    at.setHours(hours, minutes, 0, 0);
    return at;
  };

  it("shows the worker's cached copy in the member centre as last known, with its time, until a fresh answer comes", async () => {
    let answer = () => cachedCopy(todayAt(9, 41));
    const { user } = renderCentre({ route: "/m/member/home", session: memberSession(), api: { "GET /wps/member/info": () => answer() } });
    const amount = await screen.findByRole("status", { name: "Balance" });
    const note = await screen.findByText("Last known, as of 09:41");
    expect(amount).toHaveTextContent("￥12,580.50");
    expect(amount).toHaveAccessibleDescription("Last known, as of 09:41");
    expect(note.closest(".balance")).toHaveClass("balance--last-known");

    answer = () => json(memberInfo({ vipLevel: 3, sumBalance: 12480.5 }));
    await user.click(screen.getByRole("button", { name: "Refresh balance" }));
    await waitFor(() => expect(amount).toHaveTextContent("￥12,480.50"));
    expect(screen.queryByText(/Last known/)).toBeNull();
    expect(amount).not.toHaveAccessibleDescription();
  });

  it("says it in Chinese, with the date when the copy is not from today", async () => {
    const yesterday = todayAt(21, 5);
    yesterday.setDate(yesterday.getDate() - 1);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, "0")}-${String(yesterday.getDate()).padStart(2, "0")}`;
    renderCentre({ route: "/m/member/home", session: memberSession(), locale: "cn", api: { "GET /wps/member/info": () => cachedCopy(yesterday) } });
    const amount = await screen.findByRole("status", { name: "余额" });
    expect(await screen.findByText(`最后已知，截至 ${day} 21:05`)).toBeInTheDocument();
    expect(amount).toHaveTextContent("￥12,580.50");
  });

  it("marks the header's balance on home too, in short", async () => {
    renderApp({ route: "/m/home", session: memberSession(), api: { "GET /wps/member/info": () => cachedCopy(todayAt(8, 5)) } });
    const amount = await screen.findByRole("status", { name: "Balance" });
    await waitFor(() => expect(amount).toHaveAccessibleDescription("Last known, as of 08:05"));
    // The header has room for the short form only; the full one is what is read.
    expect(screen.getByText("As of 08:05")).toHaveAttribute("aria-hidden", "true");
  });

  it("marks a balance whose refresh failed (no worker copy): it is as old as its answer", async () => {
    let fail = false;
    const { user } = renderCentre({
      route: "/m/member/home",
      session: memberSession(),
      api: { "GET /wps/member/info": () => (fail ? json({ success: false, message: "busy" }, { status: 500 }) : json(memberInfo({ vipLevel: 3 }))) },
    });
    const amount = await screen.findByRole("status", { name: "Balance" });
    await waitFor(() => expect(amount).toHaveTextContent("￥12,580.50"));
    expect(amount).not.toHaveAccessibleDescription();
    fail = true;
    await user.click(screen.getByRole("button", { name: "Refresh balance" }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/^Last known, as of \d\d:\d\d$/));
    expect(amount).toHaveTextContent("￥12,580.50");
  });
});

describe("when the balance is asked of the network", () => {
  const renderCentre = renderAppWith(homeScreenHandlers, memberCentreHandlers);

  it("is asked once at start-up by the views that show it together, and again by a screen opened later", async () => {
    const { api, user } = renderCentre({ route: "/m/member/home", session: memberSession() });
    await waitFor(() => expect(screen.getByRole("status", { name: "Balance" })).toHaveTextContent("￥12,580.50"));
    // The balance card, the navigation bar and the screen read member info together: one request.
    expect(api.calls("GET /wps/member/info")).toHaveLength(1);
    // The clock moves on past the balance's freshness (only Date is faked: React Query reads it).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + BALANCE_FRESH_MS + 1);
    // Home, opened now, shows the balance in its header: asked again, never shown as it was.
    await user.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(api.calls("GET /wps/member/info")).toHaveLength(2));
    vi.useRealTimers();
  });
});

describe("history one tap from the balance", () => {
  const renderCentre = renderAppWith(homeScreenHandlers, memberCentreHandlers);

  it("the header's balance leads to the transaction records", async () => {
    renderApp({ route: "/m/home", session: memberSession(), api: { "GET /wps/member/info": memberInfo() } });
    await screen.findByRole("status", { name: "Balance" });
    expect(screen.getByRole("link", { name: /^Balance.*Transaction records$/ })).toHaveAttribute("href", "/m/transaction/record");
  });

  it("the member centre's balance leads to the transaction records and the bet records", async () => {
    renderCentre({ route: "/m/member/home", session: memberSession() });
    const history = await screen.findByRole("navigation", { name: "History" });
    expect(within(history).getByRole("link", { name: "Transaction records" })).toHaveAttribute("href", "/m/transaction/record");
    expect(within(history).getByRole("link", { name: "Bet records" })).toHaveAttribute("href", "/m/gameRecord");
  });
});

describe("a trial account's balance is play money", () => {
  it("the header says Trial beside it and names it the play money balance; the badge explains, on the trial page", async () => {
    const { user } = renderApp({ route: "/m/home", session: trialSession(), api: { "GET /wps/member/info": memberInfo({ type: 4, sumBalance: 2000 }) } });
    const amount = await screen.findByRole("status", { name: "Play money balance" });
    await waitFor(() => expect(amount).toHaveTextContent("￥2,000.00"));
    expect(screen.queryByRole("status", { name: "Balance" })).not.toBeInTheDocument();
    // Play money has no transaction records to lead to.
    expect(screen.queryByRole("link", { name: /Transaction records/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Trial account: play money. What this means" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/trail"));
  });

  it("a member's header has no trial mark", async () => {
    renderApp({ route: "/m/home", session: memberSession(), api: { "GET /wps/member/info": memberInfo() } });
    await screen.findByRole("status", { name: "Balance" });
    expect(screen.queryByRole("link", { name: /Trial account/ })).not.toBeInTheDocument();
  });
});
