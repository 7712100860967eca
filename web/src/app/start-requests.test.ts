import { QueryObserver } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { systemStatusKey } from "../shared/system/index.ts";
import { banners, homeAnnouncements } from "../features/home/testing/home-fixtures.ts";
import { homeScreenHandlers } from "../features/home/testing/home-handlers.ts";
import { createApiClient } from "./api-client.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { createFakeApi, type Handlers } from "../testing/fake-api.ts";
import { systemStatus, whitelabel } from "../testing/fixtures.ts";
import { startRequests, startRoute } from "./start-requests.ts";
import { ok } from "../testing/fixtures.ts";
import { gamePage, games, vendorMapping } from "../features/games/testing/game-fixtures.ts";
import { startedPage } from "../features/games/testing/started-page.ts";
import { memberCentreHandlers } from "../features/member/testing/member-handlers.ts";
import { memberInfo } from "../features/member/index.ts";
import { promotions as promotionsQuery } from "../features/promotions/index.ts";
import { categories as promotionCategoryList, promotions as promotionList } from "../features/promotions/testing/promotion-fixtures.ts";
import { depositHandlers } from "../features/wallet/testing/deposit-handlers.ts";
import { memberSession, trialSession } from "../testing/fixtures.ts";
import { startSession } from "../stores/auth.ts";

const startup: Handlers = {
  "GET /wps/v2/system/status": systemStatus(),
  "GET /wps/system/whitelabel": whitelabel([]),
};

function start(path: string, handlers: Handlers, search = "") {
  const api = createFakeApi({ ...startup, ...handlers });
  const queryClient = createQueryClient({ retry: 0 });
  startRequests(queryClient, createApiClient(api.fetch).api, path, search);
  return { api, queryClient };
}

const bannerPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

describe("start-up requests", () => {
  afterEach(() => bannerPreloads().forEach((link) => link.remove()));

  it("asks for the status and the merchant's switches at once, on any route", async () => {
    const { api, queryClient } = start("/m/login", {});
    await waitFor(() => expect(queryClient.getQueryData(systemStatusKey)).toMatchObject({ maintenance: false }));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.requests.map((request) => new URL(request.url).pathname)).toEqual(["/wps/v2/system/status", "/wps/system/whitelabel"]);
  });

  it.each(["/m/home", "/", "/m/index.html", "/m/no-such-page"])("on %s (home) also asks for home's banners, vendors and hot games", async (path) => {
    const { api, queryClient } = start(path, homeScreenHandlers);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls("GET /wps/relay/CCSFE_getListAnnouncements")).toHaveLength(1);
    expect(api.calls("GET /wps/relay/GCSGAME_getVassGameType")).toHaveLength(1);
    expect(api.calls("GET /wps/relay/GCSGAME_hotGamesV2")).toHaveLength(1);
    expect(api.requests).toHaveLength(5);
  });

  it("on /m/gameList?gameType=RNG also asks for the list's first page and the providers", async () => {
    const { api, queryClient } = start("/m/gameList", { "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping), "GET /wps/relay/GCSGAME_gameList": gamePage(games(1, 25), 1, 1) }, "?gameType=RNG");
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(api.calls("GET /wps/relay/GCSGAME_gameList")).toHaveLength(1));
    expect(api.calls("GET /wps/relay/GCSGAME_getVassGameType")).toHaveLength(1);
    // In the cache, under the key the list's machine takes it from (features/games/list/start-page.ts).
    await waitFor(() => expect(startedPage(queryClient, "RNG")?.games).toHaveLength(25));
  });

  // Promotions' largest paint is its first card's picture, which waits for these answers.
  it("on /m/activity also asks for the promotions and their categories, then the first card's picture", async () => {
    const { api, queryClient } = start("/m/activity", {
      "GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory": ok(promotionCategoryList),
      "GET /wps/relay/PROMOFE_getPromoAnnounceV2": ok(promotionList),
    });
    await waitFor(() => expect(api.calls("GET /wps/relay/PROMOFE_getPromoAnnounceV2")).toHaveLength(1));
    expect(api.calls("GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory")).toHaveLength(1);
    await waitFor(() => expect(bannerPreloads()).toHaveLength(1));
    // The default (daily) category's first promotion, under the keys the screen reads.
    expect(bannerPreloads()[0]?.getAttribute("href")).toBe("/mock-assets/promotions/p5001.svg");
    expect(bannerPreloads()[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(queryClient.getQueryData(promotionsQuery.key(undefined, ""))).toHaveLength(3);
  });

  it("on the member centre also asks a member's balance, VIP progress and the navigation bar's promotions", async () => {
    startSession(memberSession());
    const { api, queryClient } = start("/m/member/home", memberCentreHandlers);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls("GET /wps/member/info")).toHaveLength(1);
    expect(api.calls("GET /wps/relay/MCSFE_getPlayerRankProgress")).toHaveLength(1);
    expect(api.calls("GET /wps/relay/MCSFE_getAvailablePromotions")).toHaveLength(1);
  });

  // The first channel's bonuses are the screen's to ask once its methods are painted: asked here, they left before
  // deposit's largest paint, a round trip more in Lighthouse's simulation of it.
  it("on deposit also asks a member's balance, deposit methods and deposit settings, and not the first channel's bonuses", async () => {
    startSession(memberSession());
    const { api, queryClient } = start("/m/voucherCenter", depositHandlers);
    await waitFor(() => expect(api.calls("GET /wps/relay/MCSFE_getDepositPaymentChannels")).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls("GET /wps/relay/MCSFE_getDepositSettings")).toHaveLength(1);
    expect(api.calls("GET /wps/member/info")).toHaveLength(1);
    expect(api.calls("GET /wps/promotions/deposit")).toHaveLength(0);
  });

  // The member centre's balance card leaves in the commit that draws deposit's: a press-started answer on its way
  // then was dropped (React Query cancels a fetch whose last observer goes) and deposit's card asked again.
  it("asks the balance once when the screen that showed it goes while the press's answer is on its way", async () => {
    startSession(memberSession());
    const api = createFakeApi({ ...startup, ...depositHandlers });
    const queryClient = createQueryClient({ retry: 0 });
    const { api: client } = createApiClient(api.fetch);
    const options = memberInfo.options(client, undefined, memberSession().userName);
    queryClient.setQueryData(options.queryKey, { sumBalance: 1, currencySymbol: "￥" }, { updatedAt: Date.now() - 60_000 });
    const leaving = new QueryObserver(queryClient, options);
    const stopLeaving = leaving.subscribe(() => undefined);
    startRoute(queryClient, client, "/m/voucherCenter");
    expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe("fetching");
    stopLeaving();
    const coming = new QueryObserver(queryClient, options);
    const stopComing = coming.subscribe(() => undefined);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls("GET /wps/member/info")).toHaveLength(1);
    expect(coming.getCurrentResult().data).toMatchObject({ sumBalance: expect.any(Number) });
    expect(coming.getCurrentResult().data).not.toMatchObject({ sumBalance: 1 });
    stopComing();
  });

  it("starts nothing of a route its role gates refuse: a trial account's member centre and deposit", async () => {
    const api = createFakeApi({ ...startup, ...memberCentreHandlers, ...depositHandlers });
    const queryClient = createQueryClient({ retry: 0 });
    const { api: client } = createApiClient(api.fetch);
    startSession(trialSession());
    expect(startRoute(queryClient, client, "/m/member/home")).toBe(false);
    expect(startRoute(queryClient, client, "/m/voucherCenter")).toBe(false);
    startSession(memberSession());
    expect(startRoute(queryClient, client, "/m/voucherCenter")).toBe(true);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.requests.map((request) => new URL(request.url).pathname)).not.toContain("/wps/relay/MCSFE_getPlayerRankProgress");
    expect(api.calls("GET /wps/relay/MCSFE_getDepositPaymentChannels")).toHaveLength(1);
  });

  it("asks a visitor's member centre nothing of a member's", async () => {
    const { api, queryClient } = start("/m/member/home", memberCentreHandlers);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.requests).toHaveLength(2);
  });

  it("starts loading the first banner's image (in carousel order) as soon as the banners arrive", async () => {
    const [first, second] = banners;
    start("/m/home", { ...homeScreenHandlers, "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements({ banners: [{ ...second, sequence: 2 }, { ...first, sequence: 1 }] }) });
    await waitFor(() => expect(bannerPreloads()).toHaveLength(1));
    expect(bannerPreloads()[0]?.getAttribute("href")).toBe(first?.url);
    expect(bannerPreloads()[0]?.getAttribute("fetchpriority")).toBe("high");
  });

  it("on register asks for the welcome banners in the kept language, and starts loading the first one's image", async () => {
    window.localStorage.setItem("language", "ms");
    const [first, second] = banners;
    const { api } = start("/m/register", { "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements({ banners: [{ ...second, sequence: 2 }, { ...first, sequence: 1 }] }) });
    await waitFor(() => expect(bannerPreloads()).toHaveLength(1));
    expect(bannerPreloads()[0]?.getAttribute("href")).toBe(first?.url);
    const call = new URL(api.calls("GET /wps/relay/CCSFE_getListAnnouncements")[0]!.url);
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ groupName: "m_reg", language: "MS" });
    window.localStorage.removeItem("language");
  });

  it("preloads no image when there is no banner", async () => {
    const { queryClient } = start("/m/home", { ...homeScreenHandlers, "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements({ banners: [] }) });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(bannerPreloads()).toHaveLength(0);
  });
});
