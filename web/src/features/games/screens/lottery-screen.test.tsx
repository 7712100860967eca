import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { vendorMapping } from "../testing/game-fixtures.ts";

const lotteryGames = {
  games: [
    { gameId: 5910, gameCode: "HN", gameName: "Hà Nội", gameGroup: "VN_NORTH", vendor: "TCG_LOTTO_VN", drawTime: "18:15", isHot: true },
    { gameId: 6101, gameCode: "MEGA645", gameName: "Mega 6/45", gameGroup: "SEA", vendor: "TCG_SEA", drawTime: "18:00" },
    { gameId: 5920, gameCode: "VNFAST1", gameName: "VN Fast 1 Min", gameGroup: "FAST", vendor: "TCG_LOTTO_VN", drawIntervalSeconds: 60 },
  ],
};

const api = {
  "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
  "GET /lgw/games/mobile": lotteryGames,
};

let tab: { closed: boolean; opener: unknown; location: { href: string }; close: () => void };

beforeEach(() => {
  tab = { closed: false, opener: window, location: { href: "" }, close: vi.fn() };
  vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const launchQuery = (request: Request | undefined) => Object.fromEntries(new URL(request?.url ?? "http://x/").searchParams);

describe("/m/lottery", () => {
  it("lists the games by region with their draw times", async () => {
    renderApp({ route: "/m/lottery", api });
    const north = await screen.findByRole("region", { name: "North" }, { timeout: 5000 });
    expect(within(north).getByRole("button", { name: /^Hà Nội,/ })).toHaveTextContent("Draw at 18:15");
    expect(screen.getByRole("region", { name: "Fast" })).toHaveTextContent("Every 1 min");
  });

  it("sends a visitor tapping a lottery to /m/login", async () => {
    const { user } = renderApp({ route: "/m/lottery", api });
    await user.click(await screen.findByRole("button", { name: /^Hà Nội,/ }, { timeout: 5000 }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(window.open).not.toHaveBeenCalled();
  });

  it("launches a member's lottery with the vendor, game code and the mapping's prize mode, then opens its address", async () => {
    const { user, api: fake } = renderApp({
      route: "/m/lottery",
      session: memberSession(),
      api: {
        ...api,
        "GET /wps/member/info": ok({ sumBalance: 1 }),
        "GET /wps/game/launchGame": ok({ content: { game_url: "/mock-assets/launch/lottery.html?lottoGameCode=HN" } }),
      },
    });
    await user.click(await screen.findByRole("button", { name: /^Hà Nội,/ }, { timeout: 5000 }));
    await waitFor(() => expect(tab.location.href).toBe("/mock-assets/launch/lottery.html?lottoGameCode=HN"));
    expect(launchQuery(fake.calls("GET /wps/game/launchGame")[0])).toMatchObject({
      launchMode: "LOTT",
      vassalage: "TCG_LOTTO_VN",
      lottoGameCode: "HN",
      lottoView: "betting",
      lottoPrizeMode: "Ent",
      lottoArea: "VN",
      device: "MOBILE",
    });
    // Lottery launches are not recorded as recent games (they have no node).
    expect(fake.calls("GET /wps/relay/MCS2_addRecentGame")).toHaveLength(0);
  });

  it("uses the SEA mode for TCG_SEA and closes the early tab with a message when the launch fails", async () => {
    const { user, api: fake } = renderApp({
      route: "/m/lottery",
      session: memberSession(),
      api: {
        ...api,
        "GET /wps/member/info": ok({ sumBalance: 1 }),
        "GET /wps/game/launchGame": () => json({ success: false, errorCode: "game.maintenance", message: "The game is under maintenance" }),
      },
    });
    await user.click(await screen.findByRole("button", { name: /^Mega 6\/45,/ }, { timeout: 5000 }));
    expect(await screen.findByText("The game is under maintenance")).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(launchQuery(fake.calls("GET /wps/game/launchGame")[0])).toMatchObject({ vassalage: "TCG_SEA", lottoMode: "SEA_Tradition_Mobile" });
  });
});
