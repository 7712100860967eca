import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { vendorMapping } from "../testing/game-fixtures.ts";

/** GET /lgw/games/mobile as the gateway answers: a raw map of groups (no envelope). */
const lotteryGames = {
  "1": {
    gameGroupId: 1,
    gameGroupCode: "SSC",
    displayName: "SSC",
    gameMenus: [
      { gameId: 1001, gameCode: "CQSSC", remark: "Chongqing SSC", mobileIconUrl: "/cqssc.svg", tag: "HOT" },
      { gameId: 1006, gameCode: "TCGFFC", remark: "TCG 1-Minute SSC", tag: "NEW" },
    ],
  },
  "2": { gameGroupId: 2, gameGroupCode: "PK10", games: [{ gameId: 2001, code: "BJPK10", remark: "Beijing PK10" }] },
};

const api = {
  "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
  "GET /lgw/games/mobile": lotteryGames,
};

/** The fixture's mapping without an entertainment entry for LOTT or TCG_LOTTO_VN: traditional mode. */
const traditionalMapping = { ...vendorMapping, content: { ...vendorMapping.content, ELOTT: [] } };

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
  it("lists the gateway's groups in order with their games and labels, the entertainment list when the mapping says so", async () => {
    const { api: fake } = renderApp({ route: "/m/lottery", api });
    const ssc = await screen.findByRole("region", { name: "SSC" }, { timeout: 5000 });
    expect(within(ssc).getByRole("button", { name: "Chongqing SSC, Hot" })).toBeInTheDocument();
    expect(within(ssc).getByRole("button", { name: "TCG 1-Minute SSC, New" })).toBeInTheDocument();
    // A group without a display name is named by its code.
    expect(within(screen.getByRole("region", { name: "PK10" })).getByRole("button", { name: "Beijing PK10" })).toBeInTheDocument();
    expect(screen.getAllByRole("region").map((region) => region.getAttribute("aria-label"))).toEqual(["Lottery lobby", "SSC", "PK10"]);
    // The fixture's mapping has an ELOTT entry for TCG_LOTTO_VN (spec §4): the entertainment list.
    expect(new URL(fake.calls("GET /lgw/games/mobile")[0]!.url).searchParams.get("prizeMode")).toBe("Elott");
    expect(screen.getByText("Entertainment play")).toBeInTheDocument();
  });

  it("asks the traditional list when the mapping has no entertainment lottery", async () => {
    const { api: fake } = renderApp({ route: "/m/lottery", api: { ...api, "GET /wps/relay/GCSGAME_getVassGameType": ok(traditionalMapping) } });
    await screen.findByRole("region", { name: "SSC" }, { timeout: 5000 });
    expect(new URL(fake.calls("GET /lgw/games/mobile")[0]!.url).searchParams.get("prizeMode")).toBe("Lott");
    expect(screen.getByText("Traditional play")).toBeInTheDocument();
  });

  it("says so when there is no lottery game", async () => {
    renderApp({ route: "/m/lottery", api: { ...api, "GET /lgw/games/mobile": {} } });
    expect(await screen.findByText("No lottery games right now", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("sends a visitor tapping a lottery to /m/login", async () => {
    const { user } = renderApp({ route: "/m/lottery", api });
    await user.click(await screen.findByRole("button", { name: /^Chongqing SSC/ }, { timeout: 5000 }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(window.open).not.toHaveBeenCalled();
  });

  it("launches a member's lottery game with the lottery vendor, its code and the mapping's prize mode, then opens its address", async () => {
    const { user, api: fake } = renderApp({
      route: "/m/lottery",
      session: memberSession(),
      api: {
        ...api,
        "GET /wps/member/info": ok({ sumBalance: 1 }),
        "GET /wps/game/launchGame": ok({ content: { game_url: "/mock-assets/launch/lottery.html?lottoGameCode=CQSSC" } }),
      },
    });
    await user.click(await screen.findByRole("button", { name: /^Chongqing SSC/ }, { timeout: 5000 }));
    await waitFor(() => expect(tab.location.href).toBe("/mock-assets/launch/lottery.html?lottoGameCode=CQSSC"));
    expect(launchQuery(fake.calls("GET /wps/game/launchGame")[0])).toMatchObject({
      launchMode: "LOTT",
      vassalage: "LOTT",
      lottoGameCode: "CQSSC",
      lottoView: "betting",
      lottoPrizeMode: "Ent",
      lottoArea: "VN",
      device: "MOBILE",
    });
    // Lottery launches are not recorded as recent games (they have no node).
    expect(fake.calls("GET /wps/relay/MCS2_addRecentGame")).toHaveLength(0);
  });

  it("opens a lobby with its vendor and closes the early tab with a message when the launch fails", async () => {
    const { user, api: fake } = renderApp({
      route: "/m/lottery",
      session: memberSession(),
      api: {
        ...api,
        "GET /wps/member/info": ok({ sumBalance: 1 }),
        "GET /wps/game/launchGame": () => json({ success: false, errorCode: "game.maintenance", message: "The game is under maintenance" }),
      },
    });
    const lobby = await screen.findByRole("region", { name: "Lottery lobby" }, { timeout: 5000 });
    await user.click(within(lobby).getByRole("button", { name: "TCG Lotto VN" }));
    expect(await screen.findByText("The game is under maintenance")).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(launchQuery(fake.calls("GET /wps/game/launchGame")[0])).toMatchObject({ vassalage: "TCG_LOTTO_VN", lottoGameCode: "lobby", lottoView: "lobby" });
  });
});
