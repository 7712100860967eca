// "The data starts with the page": the page's starter (web/data-starter.ts) sends each data page's first
// calls exactly as the SDK then does, and the SDK takes those answers (early-answers.ts): one request on the wire.
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DATA_STARTER, starterTable } from "../../data-starter.ts";
import { gamePage, games, vendorMapping as vendorFixture } from "../features/games/testing/game-fixtures.ts";
import { hotGames, startGameListPage, vendorMapping } from "../features/games/first-paint.ts";
import { memberCentreHandlers } from "../features/member/testing/member-handlers.ts";
import { categories as promotionCategoryList, promotions as promotionList } from "../features/promotions/testing/promotion-fixtures.ts";
import { depositHandlers } from "../features/wallet/testing/deposit-handlers.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { paths } from "../lib/routes.ts";
import { reloadAuthFromStorage } from "../stores/auth.ts";
import { createFakeApi, json, type Handlers } from "../testing/fake-api.ts";
import { memberSession, ok, systemStatus, whitelabel } from "../testing/fixtures.ts";
import { createApiClient } from "./api-client.ts";
import { STARTED_ANSWER_MS, STARTED_CALLS_GLOBAL, takeStartedCalls, withStartedAnswers, type StartedCalls } from "./early-answers.ts";
import { startRequests } from "./start-requests.ts";

const startup: Handlers = {
  "GET /wps/v2/system/status": systemStatus(),
  "GET /wps/system/whitelabel": whitelabel([]),
};
const gameHandlers: Handlers = {
  "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorFixture),
  "GET /wps/relay/GCSGAME_gameList": gamePage(games(1, 25), 1, 1),
  "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: [] }),
};
const promotionHandlers: Handlers = {
  "GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory": ok(promotionCategoryList),
  "GET /wps/relay/PROMOFE_getPromoAnnounceV2": ok(promotionList),
};

/** Runs the starter's text as the page does, its calls going to `fetchImpl`. */
function runStarter(fetchImpl: typeof fetch, env: Record<string, string> = {}): void {
  const table = JSON.stringify(starterTable(env));
  const page = { currentScript: { getAttribute: (name: string) => (name === "data-start" ? table : null) } };
  new Function("document", "fetch", DATA_STARTER)(page, fetchImpl);
}

/** The page at `address`, its starter run, then the app's start-up (and `alsoAsk`, what the screen asks), both on one wire. */
async function openPage(address: string, handlers: Handlers, alsoAsk?: (queryClient: ReturnType<typeof createQueryClient>, api: ReturnType<typeof createApiClient>["api"]) => unknown) {
  window.history.replaceState(null, "", address);
  reloadAuthFromStorage();
  const wire = createFakeApi({ ...startup, ...handlers });
  runStarter(wire.fetch);
  const started = takeStartedCalls();
  const startedUrls = [...(started?.calls.keys() ?? [])];
  const client = createApiClient(withStartedAnswers(wire.fetch, started));
  const queryClient = createQueryClient({ retry: 0 });
  startRequests(queryClient, client.api, window.location.pathname, window.location.search);
  await alsoAsk?.(queryClient, client.api);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { wire, started, startedUrls, queryClient };
}

/** Every started call was taken by the app (none left over) and no URL went on the wire twice. */
async function expectOnceOnTheWire({ wire, started, startedUrls, queryClient }: Awaited<ReturnType<typeof openPage>>, operations: string[]) {
  // Some of start-up's calls leave once their module has come (a dynamic import).
  await waitFor(() => expect(started?.calls.size).toBe(0));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const onWire = wire.requests.map((request) => request.url);
  expect(onWire.length).toBe(new Set(onWire).size);
  for (const url of startedUrls) expect(onWire.filter((sent) => sent === url)).toHaveLength(1);
  expect(startedUrls.map((url) => new URL(url).pathname).sort()).toEqual([...operations].sort());
}

const system = ["/wps/v2/system/status", "/wps/system/whitelabel"];

describe("the page's data starter and the SDK", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>)[STARTED_CALLS_GLOBAL];
  });

  it.each(["RNG", "live", "nonsense"])("the game list (?gameType=%s): its first page, the vendors, the status and the switches, each once", async (type) => {
    const opened = await openPage(`${paths.gameList}?gameType=${type}`, gameHandlers);
    await expectOnceOnTheWire(opened, [...system, "/wps/relay/GCSGAME_gameList", "/wps/relay/GCSGAME_getVassGameType"]);
    const page = opened.wire.calls("GET /wps/relay/GCSGAME_gameList")[0];
    expect(new URL(page!.url).searchParams.get("gameType")).toBe(type === "live" ? "LIVE" : "RNG");
  });

  it("the game list with a filter in its address starts no page of it (the list asks its own)", async () => {
    const opened = await openPage(`${paths.gameList}?gameType=RNG&tab=hot`, gameHandlers);
    expect(opened.startedUrls.map((url) => new URL(url).pathname)).not.toContain("/wps/relay/GCSGAME_gameList");
    expect(opened.started?.calls.size).toBe(0);
  });

  it.each([
    [paths.liveGames, "LIVE"],
    [paths.pokerGames, "PVP"],
    [paths.sportGames, "SPORTS"],
    [paths.slotGames, "RNG"],
    [paths.fishingGames, "FISH"],
  ])("a category page (%s): its vendors, hot games and first page, as its screen asks them", async (path, gameType) => {
    const opened = await openPage(path, gameHandlers, (queryClient, api) =>
      Promise.all([
        queryClient.fetchQuery(vendorMapping.options(api, undefined)),
        queryClient.fetchQuery(hotGames.options(api, undefined, undefined)),
        // The category's preview asks the same page 1 as start-up's for ?gameType= (one definition, one key).
        startGameListPage(queryClient, api, `?gameType=${gameType}`),
      ]),
    );
    await expectOnceOnTheWire(opened, [...system, "/wps/relay/GCSGAME_getVassGameType", "/wps/relay/GCSGAME_hotGamesV2", "/wps/relay/GCSGAME_gameList"]);
  });

  it("promotions, in the kept language and with a member's token: both lists once", async () => {
    window.localStorage.setItem("language", "cn");
    window.sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify(memberSession()));
    const opened = await openPage(paths.promotions, promotionHandlers);
    await expectOnceOnTheWire(opened, [...system, "/wps/relay/PROMOFE_getPromotionAnnouncementCategory", "/wps/relay/PROMOFE_getPromoAnnounceV2"]);
    const list = opened.wire.calls("GET /wps/relay/PROMOFE_getPromoAnnounceV2")[0]!;
    expect(list.headers.get("Authorization")).toBe(memberSession().token);
    expect(list.headers.get("Language")).toBe("CN");
    // The status goes without the token, as the contract has it.
    expect(opened.wire.calls("GET /wps/v2/system/status")[0]!.headers.has("Authorization")).toBe(false);
  });

  it("register: its welcome banners once, in the kept language", async () => {
    window.localStorage.setItem("language", "cn");
    const opened = await openPage(paths.register, { "GET /wps/relay/CCSFE_getListAnnouncements": ok({ promotion: [], banners: [], player: [], popup: [], hot: [] }) });
    await expectOnceOnTheWire(opened, [...system, "/wps/relay/CCSFE_getListAnnouncements"]);
    expect(opened.wire.calls("GET /wps/relay/CCSFE_getListAnnouncements")[0]!.headers.get("Language")).toBe("CN");
  });

  it("the member centre of a member in a home-screen web clip: the balance, VIP (progress, levels, benefits) and bar, once each; not the avatar (the bar's, once the page has settled)", async () => {
    window.localStorage.setItem("WEBCLIP", "1");
    window.sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify(memberSession()));
    const opened = await openPage(paths.memberCentre, memberCentreHandlers);
    await expectOnceOnTheWire(opened, [
      ...system,
      "/wps/member/info",
      "/wps/relay/MCSFE_getPlayerRankProgress",
      "/wps/relay/MCSFE_getPlayerRankGroupLevels",
      "/wps/relay/MCSFE_getMemberClubBenefit",
      "/wps/relay/MCSFE_getAvailablePromotions",
    ]);
    expect(opened.wire.calls("GET /wps/relay/MCSFE_getPlayerAvatar")).toHaveLength(0);
    expect(opened.wire.calls("GET /wps/member/info")[0]!.headers.get("Device")).toBe("WEBCLIP");
  });

  it("deposit on an iPhone: the balance, the settings and the iOS methods once; not the bonuses (the screen's, once its methods are painted)", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1");
    window.sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify(memberSession()));
    const opened = await openPage(paths.deposit, depositHandlers);
    expect(opened.wire.calls("GET /wps/promotions/deposit")).toHaveLength(0);
    await expectOnceOnTheWire(opened, [...system, "/wps/member/info", "/wps/relay/MCSFE_getDepositSettings", "/wps/relay/MCSFE_getDepositPaymentChannels"]);
    expect(new URL(opened.wire.calls("GET /wps/relay/MCSFE_getDepositPaymentChannels")[0]!.url).searchParams.get("device")).toBe("iOS");
  });

  it("a member page without a session starts nothing (the app sends the visitor to log in)", async () => {
    const opened = await openPage(paths.memberCentre, memberCentreHandlers);
    expect(opened.started).toBeUndefined();
  });

  it("stands aside when a mock scenario is chosen: the app asks with the scenario's header", async () => {
    window.sessionStorage.setItem("MOCK_SCENARIOS", JSON.stringify({ getPromotionAnnouncements: { example: "empty" } }));
    const opened = await openPage(paths.promotions, promotionHandlers);
    expect(opened.started).toBeUndefined();
    const withParam = await openPage(`${paths.promotions}?mock=getSystemStatus:maintenance`, promotionHandlers);
    expect(withParam.started).toBeUndefined();
  });

  it("sends the calls to the build's API origin with its merchant", async () => {
    window.history.replaceState(null, "", paths.promotions);
    const wire = createFakeApi({ ...startup, ...promotionHandlers });
    runStarter(wire.fetch, { VITE_API_BASE: "https://api.example.test/", VITE_MERCHANT_CODE: "mc_other" });
    takeStartedCalls();
    // From the tasks after the parser's (data-starter.ts CALLS_PER_TASK).
    await waitFor(() => expect(wire.requests).toHaveLength(4));
    expect(wire.requests.map((request) => new URL(request.url).origin)).toEqual(["https://api.example.test", "https://api.example.test", "https://api.example.test", "https://api.example.test"]);
    expect(wire.requests.every((request) => request.headers.get("Merchant") === "mc_other")).toBe(true);
  });
});

describe("the SDK's hand-over of a started call (early-answers.ts)", () => {
  const url = "http://localhost:3000/wps/system/whitelabel";
  const sent = { Merchant: "mc_demo", Language: "EN" };

  function startedWith(answer: Promise<Response>, at = 0): StartedCalls {
    return { at, calls: new Map([[url, { method: "GET", credentials: "same-origin", headers: sent, answer }]]) };
  }

  it("hands the answer over once: the same request again goes to the network", async () => {
    const network = vi.fn(() => Promise.resolve(json({ from: "network" })));
    const fetchImpl = withStartedAnswers(network, startedWith(Promise.resolve(json({ from: "page" }))), () => 10);
    expect(await (await fetchImpl(new Request(url, { headers: sent }))).json()).toEqual({ from: "page" });
    expect(await (await fetchImpl(new Request(url, { headers: sent }))).json()).toEqual({ from: "network" });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["failed on the way", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["answered with an HTTP error", () => Promise.resolve(json({}, { status: 503 }))],
  ])("asks the network when the started call %s", async (_, answerOf) => {
    const network = vi.fn(() => Promise.resolve(json({ from: "network" })));
    const answer = answerOf();
    const started = takeStartedFrom({ at: 0, calls: { [url]: { method: "GET", credentials: "same-origin", headers: sent, answer } } });
    const fetchImpl = withStartedAnswers(network, started, () => 10);
    expect(await (await fetchImpl(new Request(url, { headers: sent }))).json()).toEqual({ from: "network" });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["another language", { ...sent, Language: "CN" }],
    ["a session's token since", { ...sent, Authorization: "tok" }],
    ["a scenario's Prefer", { ...sent, Prefer: "code=500" }],
  ])("does not hand over a request sent with %s: the network answers it", async (_, headers) => {
    const network = vi.fn(() => Promise.resolve(json({ from: "network" })));
    const started = startedWith(Promise.resolve(json({ from: "page" })));
    const fetchImpl = withStartedAnswers(network, started, () => 10);
    expect(await (await fetchImpl(new Request(url, { headers }))).json()).toEqual({ from: "network" });
    expect(started.calls.size).toBe(0);
  });

  it(`does not hand over an answer asked for more than ${STARTED_ANSWER_MS} ms after the page started it`, async () => {
    const network = vi.fn(() => Promise.resolve(json({ from: "network" })));
    const fetchImpl = withStartedAnswers(network, startedWith(Promise.resolve(json({ from: "page" })), 100), () => 100 + STARTED_ANSWER_MS + 1);
    expect(await (await fetchImpl(new Request(url, { headers: sent }))).json()).toEqual({ from: "network" });
  });

  it("a request cancelled while the started answer is on its way rejects with the cancellation", async () => {
    const network = vi.fn(() => Promise.resolve(json({})));
    const fetchImpl = withStartedAnswers(network, startedWith(new Promise<Response>(() => undefined)), () => 10);
    const controller = new AbortController();
    const asked = fetchImpl(new Request(url, { headers: sent, signal: controller.signal }));
    controller.abort();
    await expect(asked).rejects.toMatchObject({ name: "AbortError" });
    expect(network).not.toHaveBeenCalled();
  });

  it("reads the starter's calls off the window once", () => {
    const holder = window as unknown as Record<string, unknown>;
    holder[STARTED_CALLS_GLOBAL] = { at: 1, calls: { [url]: { method: "GET", credentials: "same-origin", headers: sent, answer: Promise.resolve(json({})) } } };
    expect(takeStartedCalls()?.calls.size).toBe(1);
    expect(takeStartedCalls()).toBeUndefined();
  });
});

/** takeStartedCalls over a window holding `left` (its answers' rejections caught, as the app's). */
function takeStartedFrom(left: unknown): StartedCalls | undefined {
  return takeStartedCalls({ [STARTED_CALLS_GLOBAL]: left } as unknown as Window);
}
