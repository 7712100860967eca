import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { game, gamePage, games, vendorMapping } from "../testing/game-fixtures.ts";

const api = {
  "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
  "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: [game(1, { gameName: "Mahjong Ways" }), game(9, { gameType: "LIVE", gameName: "Crazy Time" })] }),
  "GET /wps/relay/GCSGAME_gameList": gamePage(games(100, 25), 1, 2),
};

beforeEach(() => {
  vi.spyOn(window, "open").mockImplementation(() => ({ closed: false, opener: null, location: { href: "" }, close: vi.fn() }) as unknown as Window);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("category pages (spec §2: /m/slot-games and the others)", () => {
  it("shows the slot providers, the hot slots and the first 6 games with 'Show more' to the full list", async () => {
    renderApp({ route: "/m/slot-games", api });
    const providers = await screen.findByRole("region", { name: "Slots providers" }, { timeout: 5000 });
    await waitFor(() => expect(within(providers).getAllByRole("button").map((button) => button.textContent)).toEqual(["PG Soft", "JILI", "Spadegaming"]));
    const hot = screen.getByRole("region", { name: "Hot right now" });
    await waitFor(() => expect(within(hot).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["Mahjong Ways, PG Soft"]));
    expect(within(hot).queryByRole("link", { name: "Show more" })).not.toBeInTheDocument();
    const all = screen.getByRole("region", { name: "All games" });
    await waitFor(() => expect(within(all).getAllByRole("listitem")).toHaveLength(6));
    expect(within(all).getByRole("link", { name: "Show more" })).toHaveAttribute("href", "/m/gameList?gameType=RNG");
  });

  it("launches a member's game through the launcher and records it as recent", async () => {
    const { user, api: fake } = renderApp({
      route: "/m/live-games",
      session: memberSession(),
      api: {
        ...api,
        "GET /wps/member/info": ok({ sumBalance: 1 }),
        "GET /wps/game/launchGame": ok({ content: { game_url: "/mock-assets/launch/game.html" } }),
        "GET /wps/relay/MCS2_addRecentGame": ok(true),
      },
    });
    const providers = await screen.findByRole("region", { name: "Live providers" }, { timeout: 5000 });
    await user.click(await within(providers).findByRole("button", { name: "Sexy Gaming" }));
    await waitFor(() => expect(fake.calls("GET /wps/relay/MCS2_addRecentGame")).toHaveLength(1));
    const launch = new URL(fake.calls("GET /wps/game/launchGame")[0]?.url ?? "http://x/").searchParams;
    expect(Object.fromEntries(launch)).toMatchObject({ launchMode: "GLS", vassalage: "SEXY", gameId: "MX-LIVE-001", nodeId: "30301", clientType: "2" });
    const recent = new URL(fake.calls("GET /wps/relay/MCS2_addRecentGame")[0]?.url ?? "http://x/").searchParams;
    expect(Object.fromEntries(recent)).toEqual({ nodeId: "30301", gameType: "LIVE", vassalage: "SEXY" });
  });

  it("shows a failed section's message with Try again, apart from the empty sections", async () => {
    let failing = true;
    const { user } = renderApp({
      route: "/m/slot-games",
      api: {
        ...api,
        "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: [] }),
        "GET /wps/relay/GCSGAME_gameList": () =>
          failing ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(gamePage(games(100, 3), 1, 1)),
      },
    });
    const all = await screen.findByRole("region", { name: "All games" }, { timeout: 5000 });
    const alert = await within(all).findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    expect(within(screen.getByRole("region", { name: "Hot right now" })).getByText("No hot games yet")).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(all).getAllByRole("listitem")).toHaveLength(3));
  });
});
