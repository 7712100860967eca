import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { createTestApi, renderAppWith } from "../../../testing/test-utils.tsx";
import { game, gamePage, games, vendorMapping } from "../testing/game-fixtures.ts";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { startGameListPage } from "../list/start-page.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { drawHtmlFirstRow } from "../../../testing/html-first-row.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get("pageNo"));

/** Three pages of 25 (nodeIds 1..75), served by pageNo. */
const threePages = (request: Request) => {
  const pageNo = pageOf(request);
  return json(gamePage(games((pageNo - 1) * 25 + 1, 25), pageNo, 3));
};

const visitorApi = {
  "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
  "GET /wps/relay/GCSGAME_gameList": threePages,
};

describe("game list screen (spec §2 'Game list screen')", () => {
  it("shows the route's games, 25 a page, and loads the next page near the bottom", async () => {
    // Two pages in all, so the count settles at 50 however long the 1 s throttle takes to let page 3 be asked for.
    const twoPages = (request: Request) => json(gamePage(games((pageOf(request) - 1) * 25 + 1, 25), pageOf(request), 2));
    const { api } = renderApp({ route: "/m/gameList?gameType=RNG&vassalage=JL", api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": twoPages } });
    // Inside one vendor's list the tile shows no vendor name.
    expect(await screen.findByRole("button", { name: "Game 1" })).toBeInTheDocument();
    // jsdom has no layout: the short page is "near the bottom" at once, so page 2 follows page 1.
    await waitFor(() => expect(api.calls("GET /wps/relay/GCSGAME_gameList")).toHaveLength(2));
    const [first, second] = api.calls("GET /wps/relay/GCSGAME_gameList").map((request) => new URL(request.url).searchParams);
    expect(first?.get("pageNo")).toBe("1");
    expect(first?.get("pageSize")).toBe("25");
    expect(first?.get("vassalage")).toBe("JL");
    expect(first?.get("gameType")).toBe("RNG");
    expect(second?.get("pageNo")).toBe("2");
    expect(await screen.findByRole("region", { name: "50 games" })).toBeInTheDocument();
    // The provider filter header shows the chosen vendor's logo.
    expect(screen.getByRole("button", { name: /Choose a provider$/ })).toContainElement(screen.getByAltText("JILI"));
  });

  it("shows the page asked for at start-up without asking for it again", async () => {
    const startUp = createTestApi({ "GET /wps/relay/GCSGAME_gameList": threePages });
    const queryClient = createQueryClient({ retry: 0 });
    startGameListPage(queryClient, startUp.api, "?gameType=RNG");
    const { api } = renderApp({ route: "/m/gameList?gameType=RNG", api: visitorApi, queryClient });
    expect(await screen.findByRole("button", { name: /^Game 1\b/ })).toBeInTheDocument();
    expect(startUp.calls("GET /wps/relay/GCSGAME_gameList")).toHaveLength(1);
    // jsdom has no layout: the short page is "near the bottom" at once, so page 2 follows; page 1 is not asked for again.
    await waitFor(() => expect(api.calls("GET /wps/relay/GCSGAME_gameList").length).toBeGreaterThan(0));
    expect(api.calls("GET /wps/relay/GCSGAME_gameList").map(pageOf)).not.toContain(1);
  });

  it("shows no failure for a request cancelled by StrictMode's unmount, only the games of the next one", async () => {
    // A real fetch rejects a cancelled request with an AbortError after a while; the answer here comes a tick later.
    const slowPages = async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return threePages(request);
    };
    const { api } = renderApp({ route: "/m/gameList?gameType=RNG", strict: true, api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": slowPages } });
    expect(await screen.findByRole("button", { name: /^Game 1\b/ })).toBeInTheDocument();
    const [cancelled] = api.calls("GET /wps/relay/GCSGAME_gameList");
    expect(cancelled?.signal.aborted).toBe(true);
    expect(screen.queryByText("Unknown error")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("tells a failed page from an empty one, and asks again on Try again or when the network is back", async () => {
    let failing = true;
    const { user, api } = renderApp({
      route: "/m/gameList?gameType=RNG",
      api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": (request: Request) => (failing ? Promise.reject(new TypeError("Failed to fetch")) : threePages(request)) },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The network is slow or offline, please try again");
    expect(screen.queryByText("No games found")).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.calls("GET /wps/relay/GCSGAME_gameList")).toHaveLength(2));
    expect(await screen.findByRole("alert")).toBeInTheDocument();

    failing = false;
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByRole("button", { name: /^Game 1\b/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["a 5xx", () => json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }), "The system is busy, please try again later"],
    ["a malformed body", () => new Response("<html><body>Bad gateway</body></html>", { headers: { "content-type": "text/html" } }), "System error, please try again later"],
  ])("shows one translated message for %s, never the server's text or 'No games found', and Try again recovers", async (_, failure, text) => {
    let failing = true;
    const { user } = renderApp({
      route: "/m/gameList?gameType=RNG",
      api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": (request: Request) => (failing ? failure() : threePages(request)) },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByText(/Internal Server Error|Bad gateway/)).not.toBeInTheDocument();
    expect(screen.queryByText("No games found")).not.toBeInTheDocument();
    // The page's frame stays: its category tabs.
    expect(screen.getByRole("tablist")).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: /^Game 1\b/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  // The page's starter drew the first rows from the HTML (web/first-row-starter.ts): a picture over the skeleton,
  // out of #root, which goes in the commit that shows what the list has, never before.
  describe("the page's picture of the first rows", () => {

    it("stays while the list loads, and goes when its games are drawn", async () => {
      const picture = drawHtmlFirstRow();
      let answer: (response: Response) => void = () => undefined;
      renderApp({
        route: "/m/gameList?gameType=RNG",
        api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": (request: Request) => new Promise<Response>((resolve) => (answer = (response) => resolve(response))).then(() => threePages(request)) },
      });
      expect(await screen.findByRole("status", { name: "Loading…" })).toBeInTheDocument();
      expect(picture.isConnected).toBe(true);
      answer(new Response());
      expect(await screen.findByRole("button", { name: /^Game 1\b/ })).toBeInTheDocument();
      expect(picture.isConnected).toBe(false);
    });

    it("goes when the list's failure is shown, so the failure is not covered", async () => {
      const picture = drawHtmlFirstRow();
      renderApp({ route: "/m/gameList?gameType=RNG", api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": () => Promise.reject(new TypeError("Failed to fetch")) } });
      expect(await screen.findByRole("alert")).toBeInTheDocument();
      expect(picture.isConnected).toBe(false);
    });

    it("goes with the list when the member leaves before it is drawn", async () => {
      const picture = drawHtmlFirstRow();
      const { unmount } = renderApp({ route: "/m/gameList?gameType=RNG", api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": () => new Promise<Response>(() => undefined) } });
      expect(await screen.findByRole("status", { name: "Loading…" })).toBeInTheDocument();
      expect(picture.isConnected).toBe(true);
      unmount();
      expect(picture.isConnected).toBe(false);
    });
  });

  it("shows the empty state when nothing matches", async () => {
    renderApp({
      route: "/m/gameList?gameType=LIVE",
      api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": gamePage([], 1, 0) },
    });
    expect(await screen.findByText("No games found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Choose a provider$/ })).toHaveTextContent("All");
  });

  it("sends a visitor's star to /m/login", async () => {
    const { user } = renderApp({ route: "/m/gameList?gameType=RNG", api: visitorApi });
    await user.click(await screen.findByRole("button", { name: "Add Game 1 to My Collection" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });

  it("sends a visitor's Recent tab to /m/login, and shows a member's recent games", async () => {
    const first = renderApp({ route: "/m/gameList?gameType=RNG", api: visitorApi });
    await first.user.click(await screen.findByRole("tab", { name: "Recent" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    first.unmount();

    const { user, api } = renderApp({
      route: "/m/gameList?gameType=RNG",
      session: memberSession(),
      api: {
        ...visitorApi,
        "GET /wps/member/info": ok({ sumBalance: 1 }),
        "GET /wps/relay/GCS_recentGame": ok({ list: games(900, 2, { gameName: "Played" }), totalPages: 1, pageNum: 1 }),
      },
    });
    await user.click(await screen.findByRole("tab", { name: "Recent" }));
    expect(await screen.findByRole("region", { name: "2 games" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Recent" })).toHaveAttribute("aria-selected", "true");
    const query = new URL(api.calls("GET /wps/relay/GCS_recentGame")[0]?.url ?? "http://x/").searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ page: "1", pageSize: "25", gameType: "RNG", clientType: "2" });
  });

  it("lets a member star a game and unstar a favourite", async () => {
    const added: unknown[] = [];
    const removed: unknown[] = [];
    const { user } = renderApp({
      route: "/m/gameList?gameType=RNG",
      session: memberSession(),
      api: {
        ...visitorApi,
        "GET /wps/relay/MCSFE_getFavoriteGames": ok(["2"]),
        "POST /wps/relay/MCSFE_addFavoriteGameV2": async (request) => {
          added.push(await request.json());
          return json(ok(true));
        },
        "DELETE /wps/relay/MCSFE_removeFavoriteGameV2": async (request) => {
          removed.push(await request.json());
          return json(ok(true));
        },
      },
    });
    const star = await screen.findByRole("button", { name: "Add Game 1 to My Collection" });
    await user.click(star);
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove Game 1 from My Collection" })).toHaveAttribute("aria-pressed", "true"));
    expect(added).toEqual([{ nodeId: 1, vendor: "PG", gameType: "RNG" }]);
    await user.click(screen.getByRole("button", { name: "Remove Game 2 from My Collection" }));
    await waitFor(() => expect(removed).toEqual([{ nodeId: 2, vendor: "PG", gameType: "RNG" }]));
    expect(screen.getByRole("button", { name: "Add Game 2 to My Collection" })).toHaveAttribute("aria-pressed", "false");
  });

  it("applies a provider and a min bet from the filter drawer (slots only lists the min bets)", async () => {
    const { user, api } = renderApp({ route: "/m/gameList?gameType=RNG", api: visitorApi });
    await user.click(await screen.findByRole("button", { name: /Choose a provider$/ }));
    const drawer = screen.getByRole("dialog", { name: "Find games" });
    await user.click(within(drawer).getByRole("radio", { name: "JILI" }));
    await user.click(within(drawer).getByRole("radio", { name: "0.5" }));
    await user.click(within(drawer).getByRole("button", { name: "Show games" }));
    // The filtered list starts again at page 1 (its page 2 may follow a second later: jsdom is always "near the bottom").
    await waitFor(() => {
      const filtered = api.calls("GET /wps/relay/GCSGAME_gameList").find((request) => new URL(request.url).searchParams.get("minBet") === "0.5");
      const query = new URL(filtered?.url ?? "http://x/").searchParams;
      expect(query.get("vassalage")).toBe("JL");
      expect(query.get("minBet")).toBe("0.5");
      expect(query.get("pageNo")).toBe("1");
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  // An applied search was not shown, and its empty state offered no way back.
  it("shows an applied search above its results and clears it, from the empty state too", async () => {
    const searched = (request: Request) => {
      const name = new URL(request.url).searchParams.get("gameName");
      if (name === "Dragon") return json(gamePage([], 1, 0));
      if (name === "Game 1") return json(gamePage(games(1, 1), 1, 1));
      return threePages(request);
    };
    const { user, api } = renderApp({ route: "/m/gameList?gameType=RNG", api: { ...visitorApi, "GET /wps/relay/GCSGAME_gameList": searched } });
    await screen.findByRole("button", { name: /^Game 1\b/ });
    await user.click(screen.getByRole("button", { name: "Search games" }));
    await user.type(within(screen.getByRole("dialog", { name: "Find games" })).getByRole("searchbox"), "Game 1");
    await user.click(screen.getByRole("button", { name: "Show games" }));
    expect(await screen.findByText("Results for “Game 1”")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "1 games" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(screen.queryByText(/Results for/)).not.toBeInTheDocument());
    expect(new URL(api.calls("GET /wps/relay/GCSGAME_gameList").at(-1)?.url ?? "http://x/").searchParams.get("gameName")).toBeNull();

    await user.click(await screen.findByRole("button", { name: "Search games" }));
    await user.type(within(screen.getByRole("dialog", { name: "Find games" })).getByRole("searchbox"), "Dragon");
    await user.click(screen.getByRole("button", { name: "Show games" }));
    expect(await screen.findByText("No games match “Dragon”")).toBeInTheDocument();
    const clears = screen.getAllByRole("button", { name: "Clear search" });
    await user.click(clears[clears.length - 1]!);
    expect(await screen.findByRole("button", { name: /^Game 1\b/ })).toBeInTheDocument();
    expect(screen.queryByText(/No games match/)).not.toBeInTheDocument();
  });

  // The provider went back to All on a tab switch.
  it("keeps the chosen provider across a tab switch: Hot lists that provider's hot games", async () => {
    const { user } = renderApp({
      route: "/m/gameList?gameType=RNG&vassalage=JL",
      api: {
        ...visitorApi,
        "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: [game(1, { gameName: "Mahjong Ways" }), game(2, { gameName: "Super Ace", vassalage: "JL" })] }),
      },
    });
    await screen.findByRole("button", { name: /^Game 1\b/ });
    await user.click(screen.getByRole("tab", { name: "Hot" }));
    expect(await screen.findByRole("button", { name: /^Super Ace\b/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Mahjong Ways\b/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Choose a provider$/ })).toHaveAccessibleName("JILI, Choose a provider");
    await user.click(screen.getByRole("tab", { name: "All" }));
    await screen.findByRole("button", { name: /^Game 1\b/ });
    expect(screen.getByRole("button", { name: /Choose a provider$/ })).toHaveAccessibleName("JILI, Choose a provider");
  });

  it("has no min-bet list outside slots", async () => {
    const { user } = renderApp({ route: "/m/gameList?gameType=LIVE", api: visitorApi });
    await user.click(await screen.findByRole("button", { name: "Search games" }));
    const drawer = screen.getByRole("dialog", { name: "Find games" });
    expect(within(drawer).getByRole("searchbox")).toHaveFocus();
    expect(within(drawer).queryByRole("group", { name: "Minimum bet" })).not.toBeInTheDocument();
    expect(within(drawer).getByRole("radio", { name: "Evolution" })).toBeInTheDocument();
  });
});
