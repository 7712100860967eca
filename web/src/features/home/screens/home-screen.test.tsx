import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { json } from "../../../testing/fake-api.ts";
import { game, gamePage, games, vendorMapping } from "../../games/testing/game-fixtures.ts";
import { HELP_RELOAD_AFTER_LANGUAGE_MS } from "../../../i18n/language-change.ts";
import { helpTopics, homeAnnouncements, popups } from "../testing/home-fixtures.ts";
import { homeScreenHandlers } from "../testing/home-handlers.ts";
import { agentFooterHandlers } from "../../agent/testing/agent-fixtures.ts";
import { categories, promotions } from "../../promotions/testing/promotion-fixtures.ts";
import { LOAD_HOME_CHUNKS_TIMEOUT_MS, loadHomeChunks } from "../testing/load-home-chunks.ts";

/** Home's calls answered by default; each test overrides the ones it is about. */
const renderApp = renderAppWith(homeScreenHandlers);

beforeAll(loadHomeChunks, LOAD_HOME_CHUNKS_TIMEOUT_MS);

const hot = [game(1, { gameName: "Mahjong Ways" }), game(2, { gameName: "Fortune Tiger" }), game(3, { gameName: "Crazy Time", gameType: "LIVE", vassalage: "EVO" })];

const homeApi = {
  "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements(),
  "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
  "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: hot }),
  "GET /wps/system/helpCenter": ok(helpTopics),
};

const menu = () => screen.getByRole("navigation", { name: "Game categories" });
/** The home screen is a lazy chunk: its first import in a test file takes a moment. */
const homeShown = () => screen.findByRole("navigation", { name: "Game categories" }, { timeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

describe("home (spec §2 'Home')", () => {
  it("shows the banners, the notice ticker and the category menu, hot first", async () => {
    const { api } = renderApp({ route: "/m/home", api: homeApi });
    await homeShown();
    expect(await screen.findByRole("img", { name: "Welcome bonus" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Announcements" })).toHaveTextContent("Fa Chai slots are now live");
    await waitFor(() => expect(within(menu()).getAllByRole("button").map((b) => b.textContent)).toEqual(["Hot", "Slots", "Live", "Sports", "E-sports", "Lottery", "E-lottery", "Promos"]));
    expect(within(menu()).getByRole("button", { name: "Hot" })).toHaveAttribute("aria-current", "true");
    const query = new URL(api.calls("GET /wps/relay/CCSFE_getListAnnouncements")[0]?.url ?? "http://x/").searchParams;
    expect(query.get("types")).toBe("B,PL,PU,PR,H");
    expect(query.get("groupName")).toBe("m_home");
  });

  it("makes the menu the larger of 450 and 0.89 per category high", async () => {
    renderApp({ route: "/m/home", api: homeApi });
    await waitFor(() => expect(within(menu()).getAllByRole("button")).toHaveLength(8));
    expect(within(menu()).getByRole("list")).toHaveStyle({ height: "7.12rem" });
  });

  it("shows the menu 450 high with few categories", async () => {
    renderApp({ route: "/m/home", api: { ...homeApi, "GET /wps/relay/GCSGAME_getVassGameType": ok({ content: {} }) } });
    await waitFor(() => expect(within(menu()).getAllByRole("button")).toHaveLength(2));
    expect(within(menu()).getByRole("list")).toHaveStyle({ height: "4.5rem" });
  });

  it("hides the member's favourites from the hot list", async () => {
    renderApp({
      route: "/m/home",
      session: memberSession(),
      api: { ...homeApi, "GET /wps/relay/MCSFE_getFavoriteGames": ok(["2"]), "GET /wps/member/info": ok({ sumBalance: 1, currencySymbol: "￥" }) },
    });
    const panel = await screen.findByRole("region", { name: "Hot games" });
    await waitFor(() => expect(within(panel).getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeInTheDocument());
    await waitFor(() => expect(within(panel).queryByRole("button", { name: /Fortune Tiger/ })).not.toBeInTheDocument());
    expect(within(panel).getByRole("button", { name: /Crazy Time/ })).toBeInTheDocument();
  });

  // Drawn before the ids came, a favourite's card was taken out under the member's eyes and the cards after it moved (CLS).
  it("draws a member's hot list once their favourites are known, never a favourite's card that then goes", async () => {
    let answerIds: (response: Response) => void = () => undefined;
    const ids = new Promise<Response>((resolve) => (answerIds = resolve));
    const { api, queryClient } = renderApp({
      route: "/m/home",
      session: memberSession(),
      api: { ...homeApi, "GET /wps/relay/MCSFE_getFavoriteGames": () => ids, "GET /wps/member/info": ok({ sumBalance: 1, currencySymbol: "￥" }) },
    });
    // The game area has asked for the ids, and its menu and hot list have answered (in the cache)…
    await waitFor(() => expect(api.calls("GET /wps/relay/MCSFE_getFavoriteGames")).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ["getHotGames"] }).some((query) => query.state.data !== undefined)).toBe(true));
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ["getGameVendorMapping"] }).some((query) => query.state.data !== undefined)).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // …and its skeleton still holds the place: no card drawn while the ids are on their way.
    expect(screen.queryByRole("navigation", { name: "Game categories" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Fortune Tiger/ })).not.toBeInTheDocument();
    answerIds(json(ok(["2"])));
    const panel = await screen.findByRole("region", { name: "Hot games" });
    expect(within(panel).getByRole("button", { name: /Mahjong Ways/ })).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: /Fortune Tiger/ })).not.toBeInTheDocument();
  });

  it("draws a member's whole hot list when their favourites cannot be read", async () => {
    renderApp({
      route: "/m/home",
      session: memberSession(),
      api: { ...homeApi, "GET /wps/relay/MCSFE_getFavoriteGames": () => json({ success: false, errorCode: "system.error" }, { status: 500 }), "GET /wps/member/info": ok({ sumBalance: 1, currencySymbol: "￥" }) },
    });
    const panel = await screen.findByRole("region", { name: "Hot games" }, { timeout: 5000 });
    expect(within(panel).getByRole("button", { name: /Fortune Tiger/ })).toBeInTheDocument();
  });

  it("shows the placeholder without hot games, and the same list in the expandable panel with a mask", async () => {
    const { unmount } = renderApp({ route: "/m/home", api: { ...homeApi, "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: [] }) } });
    expect(await screen.findByText("No hot games yet")).toBeInTheDocument();
    unmount();
    const second = renderApp({ route: "/m/home", api: homeApi });
    await second.user.click(await screen.findByRole("button", { name: "All hot games" }));
    const sheet = await screen.findByRole("dialog", { name: "All hot games" });
    expect(within(sheet).getAllByRole("button", { name: /Mahjong Ways|Fortune Tiger|Crazy Time/ })).toHaveLength(3);
    await second.user.click(screen.getByTestId("hot-mask"));
    expect(screen.queryByRole("dialog", { name: "All hot games" })).not.toBeInTheDocument();
  });

  it("shows a category's vendors; a VASSALAGE vendor opens its game list, one under maintenance ignores taps", async () => {
    const { user } = renderApp({ route: "/m/home", api: { ...homeApi, "GET /wps/relay/GCSGAME_gameList": gamePage(games(1, 3)) } });
    await homeShown();
    await user.click(await within(menu()).findByRole("button", { name: "Slots" }));
    const vendors = screen.getByRole("region", { name: "Slots providers" });
    expect(within(vendors).getByRole("link", { name: "How to play" })).toHaveAttribute("href", "/m/read/rng");
    // Slots also shows the hot slot list.
    expect(screen.getByRole("region", { name: "Hot slots" })).toBeInTheDocument();
    await user.click(within(vendors).getByRole("button", { name: /Spadegaming/ }));
    expect(window.location.pathname).toBe("/m/home");
    await user.click(within(vendors).getByRole("button", { name: "JILI" }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe("/m/gameList?gameType=RNG&vassalage=JL"));
  });

  it("opens the promotions page from the PROMO category", async () => {
    const api = { ...homeApi, "GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory": ok(categories), "GET /wps/relay/PROMOFE_getPromoAnnounceV2": ok(promotions) };
    const { user } = renderApp({ route: "/m/home", api });
    await homeShown();
    await user.click(await within(menu()).findByRole("button", { name: "Promos" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/activity"));
    // The page itself, with its list: its calls answered before the test ends (an unanswered one fails the file).
    expect(await screen.findByText("Daily check-in bonus")).toBeInTheDocument();
  });

  it("comes back from a game list with its game type selected", async () => {
    const { user } = renderApp({ route: "/m/gameList?gameType=LIVE", api: { ...homeApi, "GET /wps/relay/GCSGAME_gameList": gamePage(games(1, 2)) } });
    await user.click(await screen.findByRole("button", { name: "Back to home" }));
    await waitFor(() => expect(within(menu()).getByRole("button", { name: "Live" })).toHaveAttribute("aria-current", "true"));
    expect(screen.getByRole("region", { name: "Live providers" })).toBeInTheDocument();
  });

  it("loads the help content on entry and again HELP_RELOAD_AFTER_LANGUAGE_MS after a language change", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = renderApp({ route: "/m/home", api: homeApi });
    await waitFor(() => expect(api.calls("GET /wps/system/helpCenter")).toHaveLength(1));
    expect(new URL(api.calls("GET /wps/system/helpCenter")[0]?.url ?? "http://x/").searchParams.get("language")).toBe("EN");
    await user.click(screen.getByRole("button", { name: "Language and theme" }));
    await user.click(await screen.findByRole("radio", { name: "中文" }));
    await waitFor(() => expect(document.documentElement.lang).toBe("cn"));
    const helpCalls = () => api.calls("GET /wps/system/helpCenter").map((request) => new URL(request.url).searchParams.get("language"));
    expect(helpCalls()).toEqual(["EN"]);
    act(() => vi.advanceTimersByTime(HELP_RELOAD_AFTER_LANGUAGE_MS));
    await waitFor(() => expect(helpCalls()).toEqual(["EN", "CN"]));
  });

  it("shows a member's login pop-ups one after another, once per login", async () => {
    const { user, unmount } = renderApp({
      route: "/m/home",
      session: memberSession(),
      api: { ...homeApi, "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements({ popup: popups }), "GET /wps/member/info": ok({ sumBalance: 1 }) },
    });
    const first = await screen.findByRole("dialog", { name: "Double Deposit Weekend" });
    await user.click(within(first).getByRole("button", { name: "Next" }));
    const second = await screen.findByRole("dialog", { name: "Scheduled maintenance" });
    await user.click(within(second).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();
    renderApp({
      route: "/m/home",
      session: memberSession(),
      api: { ...homeApi, "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements({ popup: popups }), "GET /wps/member/info": ok({ sumBalance: 1 }) },
    });
    await screen.findByRole("img", { name: "Welcome bonus" });
    expect(screen.queryByRole("dialog", { name: "Double Deposit Weekend" })).not.toBeInTheDocument();
  });

  it("shows no pop-ups to a visitor", async () => {
    renderApp({ route: "/m/home", api: { ...homeApi, "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements({ popup: popups }) } });
    await screen.findByRole("img", { name: "Welcome bonus" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks a logged-in agent about each waiting contract request, with cancel and go", async () => {
    const offer = { status: "P", downlineHigherRate: "N" };
    const { user } = renderApp({
      route: "/m/home",
      session: memberSession({ type: 1, userName: "agent_lee" }),
      api: {
        // Go opens the dividend contract page: its footer's menu, the downlines' contracts, the downlines and the history.
        ...agentFooterHandlers,
        "GET /wps/relay/MCSFE_getContractDividendInfo": ok({ downline: [] }),
        "GET /wps/relay/ODSFE2_Subordinate": ok({ list: [] }),
        "GET /wps/relay/MCSFE_getContractHistory": ok({ list: [], totalPages: 0 }),
        ...homeApi,
        "GET /wps/member/info": ok({ sumBalance: 1 }),
        "GET /wps/member/info/funds/consolidated": ok({
          dailysalreqtype: { RNG: [{ ...offer, id: 1, details: [] }] },
          divtypecompperiodreq: { LIVE: [{ ...offer, minimumBet: 1, netLoss: 1, activeMember: 1, contractRate: 0.2 }] },
          divtypereq: null,
          contracthoursalreq: { SPORTS: [{ ...offer, contractId: 2, hourSalaryRates: [] }] },
        }),
      },
    });
    const daily = await screen.findByRole("alertdialog", { name: "A daily salary contract request is waiting for you." });
    await user.click(within(daily).getByRole("button", { name: "Cancel" }));
    const dividend = await screen.findByRole("alertdialog", { name: "A dividend contract request is waiting for you." });
    await user.click(within(dividend).getByRole("button", { name: "Go" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/member/agent/getDevidendContract"));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("does not ask a trial account (not an agent for contracts)", async () => {
    const { api } = renderApp({ route: "/m/home", session: memberSession({ type: 4 }), api: { ...homeApi, "GET /wps/member/info": ok({ sumBalance: 1 }) } });
    await screen.findByRole("img", { name: "Welcome bonus" });
    expect(api.calls("GET /wps/member/info/funds/consolidated")).toHaveLength(0);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
