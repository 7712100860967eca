import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { game, gamePage, games, vendorMapping } from "../testing/game-fixtures.ts";

const api = {
  "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
  "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: [game(1, { gameName: "Mahjong Ways" }), game(9, { gameType: "LIVE", gameName: "Crazy Time" })] }),
  "GET /wps/relay/GCSGAME_gameList": gamePage(games(100, 25), 1, 2),
};

describe("/m/gameCenter (spec §2 'game center')", () => {
  it("shows the categories as tabs, the first open, and another on a tap (kept in the address)", async () => {
    const { user } = renderApp({ route: "/m/gameCenter", api });
    const tabs = await screen.findByRole("tablist", { name: "Game categories" });
    expect(within(tabs).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Slots", "Live", "Sports"]);
    expect(within(tabs).getByRole("tab", { name: "Slots" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("region", { name: "Slots providers" })).toBeInTheDocument();
    await user.click(within(tabs).getByRole("tab", { name: "Live" }));
    expect(await screen.findByRole("region", { name: "Live providers" })).toBeInTheDocument();
    expect(window.location.search).toBe("?type=LIVE");
    expect(document.title).toBe("Game center");
  });

  it("says so with Try again when the categories fail, and recovers", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/gameCenter",
      api: { ...api, "GET /wps/relay/GCSGAME_getVassGameType": () => (fail ? json({ success: false }, { status: 500 }) : json(ok(vendorMapping))) },
    });
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole("tablist", { name: "Game categories" })).toBeInTheDocument());
  });
});

describe("/m/slotsCenter (spec §2 'RNG')", () => {
  it("shows the slot providers and games, titled RNG, with the full list one tap away", async () => {
    renderApp({ route: "/m/slotsCenter", api });
    expect(await screen.findByRole("region", { name: "Slots providers" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All slots" })).toHaveAttribute("href", "/m/gameList?gameType=RNG");
    expect(document.title).toBe("RNG");
  });
});
