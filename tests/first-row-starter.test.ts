// @vitest-environment jsdom
// The game list's first rows drawn by the page's own starter (web/first-row-starter.ts, inside
// web/data-starter.ts's text), run here in jsdom: what it draws, what it refuses, when it says it is done.
// e2e/first-row.spec.ts shows it in Chromium, and that the app's tiles land where these were.
import { afterEach, describe, expect, it } from "vitest";
import { DATA_STARTER, entryWaitsForFirstRow, firstRowOf, starterTable } from "../web/data-starter.ts";
import { DEFAULT_PROMOTION_TAB, FIRST_ROW_CALLS, FIRST_ROW_PROMOTIONS } from "../web/first-row-starter.ts";
import { DEFAULT_CATEGORY_TYPE } from "../web/src/features/promotions/promotion-rules.ts";
import { APP_START_ATTRIBUTE, FIRST_ROW_EVENT, FIRST_ROW_STATE_ATTRIBUTE, HTML_FIRST_ROW_ATTRIBUTE } from "../web/src/lib/html-first-row.ts";
import { STARTED_CALLS_GLOBAL } from "../web/src/app/early-answers.ts";
import { checkImage } from "../web/src/lib/url-gate.ts";

const ORIGIN = "http://localhost:3000";

interface Run {
  /** The started calls the starter left for the app. */
  started: () => { calls: Record<string, { answer: Promise<Response> }> } | undefined;
  /** Runs the frames the starter asked for so far. */
  frames: () => void;
  events: string[];
}

/** Runs the starter on `path` (with its query) against this document, every call answered by `answer`. */
function runStarter(path: string, answer: (url: string) => Promise<Response>): Run {
  const [pathname, search = ""] = path.split("?");
  const location = { pathname, search: search ? `?${search}` : "", hostname: "localhost", origin: ORIGIN };
  const script = { getAttribute: (name: string) => (name === "data-start" ? JSON.stringify(starterTable({})) : null) };
  const doc = new Proxy(document, {
    get(target, key) {
      if (key === "currentScript") return script;
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const queued: (() => void)[] = [];
  const events: string[] = [];
  document.addEventListener(FIRST_ROW_EVENT, () => events.push(document.documentElement.getAttribute(FIRST_ROW_STATE_ATTRIBUTE) ?? ""));
  const holder: Record<string, unknown> = {};
  new Function("document", "location", "fetch", "requestAnimationFrame", "window", DATA_STARTER)(doc, location, answer, (callback: () => void) => queued.push(callback), holder);
  return {
    started: () => holder[STARTED_CALLS_GLOBAL] as ReturnType<Run["started"]>,
    frames: () => {
      while (queued.length > 0) queued.shift()?.();
    },
    events,
  };
}

const page = (games: unknown[]) => new Response(JSON.stringify({ success: true, value: { games, pageNum: 1, totalPages: 1 } }), { status: 200 });
const gameListAnswer = (respond: () => Response) => (url: string) => Promise.resolve(url.includes("GCSGAME_gameList") ? respond() : new Response("{}"));

/** Lets the starter's promise chain (the answer, its JSON) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function skeleton(): void {
  document.body.innerHTML = '<div id="root"><div class="game-list"><div class="skeleton skeleton--tiles" role="status"></div></div></div>';
}

const picture = () => document.querySelector(`[${HTML_FIRST_ROW_ATTRIBUTE}]`);
const state = () => document.documentElement.getAttribute(FIRST_ROW_STATE_ATTRIBUTE);

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(FIRST_ROW_STATE_ATTRIBUTE);
  document.documentElement.removeAttribute(APP_START_ATTRIBUTE);
});

describe("the first rows from the page (web/first-row-starter.ts): the game list", () => {
  it("is drawn on the game list, the promotions page and register, from calls their starter makes; the lists' pages wait for it", () => {
    const rows = { "/m/gameList": "games", "/m/activity": "promotions", "/m/register": "banner" } as const;
    for (const [path, page] of Object.entries(starterTable({}).pages)) {
      const kind = rows[path as keyof typeof rows];
      expect(firstRowOf(path), path).toBe(kind);
      expect(entryWaitsForFirstRow(path), path).toBe(kind === "games" || kind === "promotions");
      expect(page.row).toBe(kind);
      if (kind) for (const call of FIRST_ROW_CALLS[kind]) expect(page.calls.map((started) => started.path)).toContain(call);
    }
    // The tab the promotions page opens on is the app's.
    expect(DEFAULT_PROMOTION_TAB).toBe(DEFAULT_CATEGORY_TYPE);
  });

  it("draws the games that fit as the app's tiles, out of the app's root, hidden from assistive technology and the pointer", async () => {
    skeleton();
    const games = [
      { nodeId: 1, gameName: " Mahjong Ways ", nodeName: "MW", displayName: "PG Soft", showIcon: "/mock-assets/games/mw.svg", iconUrl: "/other.svg", isGameH5: "1", isNew: 0 },
      { nodeId: 2, gameName: "", nodeName: "Node name", displayName: "JILI", showIcon: null, iconUrl: "https://cdn.example.test/a.png?v=2", isGameH5: "1", isNew: 1 },
      { nodeId: 3, gameName: "Vendor", displayName: "JDB", iconUrl: "/mock-assets/jdb.svg", isGameH5: "VASSALAGE", isNew: 1 },
      { nodeId: 4, gameName: "Second row", displayName: "PP", iconUrl: "/mock-assets/pp.svg" },
    ];
    const run = runStarter("/m/gameList?gameType=RNG", gameListAnswer(() => page(games)));
    expect(state()).toBe("pending");
    await settled();
    const drawn = picture();
    expect(drawn).not.toBeNull();
    expect(drawn?.closest("#root")).toBeNull();
    expect(drawn?.getAttribute("aria-hidden")).toBe("true");
    expect((drawn as HTMLElement).style.pointerEvents).toBe("none");
    const tiles = Array.from(document.querySelectorAll(`[${HTML_FIRST_ROW_ATTRIBUTE}] .game-grid__row .game-tile`));
    expect(tiles.map((tile) => [tile.querySelector(".game-tile__name")?.textContent, tile.querySelector(".game-tile__vendor")?.textContent])).toEqual([
      ["Mahjong Ways", "PG Soft"],
      ["Node name", "JILI"],
      ["Vendor", "JDB"],
      ["Second row", "PP"],
    ]);
    // The merchant's image first, the vendor's else; as the app's URL gate writes them.
    expect(tiles.map((tile) => tile.querySelector("img")?.getAttribute("src"))).toEqual(["/mock-assets/games/mw.svg", "https://cdn.example.test/a.png?v=2", "/mock-assets/jdb.svg", "/mock-assets/pp.svg"]);
    // A vendor's node under maintenance is dimmed as the app dims it.
    expect(tiles[2]?.classList.contains("game-tile--maintenance")).toBe(true);
    // The first row's images are asked for first; the rows are the grid's, one under the other.
    expect(tiles.map((tile) => tile.querySelector("img")?.getAttribute("fetchpriority"))).toEqual(["high", "high", "high", null]);
    expect(document.querySelectorAll(`[${HTML_FIRST_ROW_ATTRIBUTE}] .game-grid__row`)).toHaveLength(2);
    // The app's answer is whole: the starter read a copy.
    const url = Object.keys(run.started()?.calls ?? {}).find((key) => key.includes("GCSGAME_gameList")) ?? "";
    expect(await (await run.started()?.calls[url]?.answer)?.json()).toMatchObject({ value: { games: [{ nodeId: 1 }, { nodeId: 2 }, { nodeId: 3 }, { nodeId: 4 }] } });
  });

  it("says it is drawn once the first row's images have loaded or failed and two frames have passed", async () => {
    skeleton();
    const games = [1, 2, 3].map((nodeId) => ({ nodeId, gameName: `Game ${nodeId}`, iconUrl: `/mock-assets/${nodeId}.svg` }));
    const run = runStarter("/m/gameList?gameType=RNG", gameListAnswer(() => page(games)));
    await settled();
    const images = Array.from(document.querySelectorAll<HTMLImageElement>(`[${HTML_FIRST_ROW_ATTRIBUTE}] img`));
    // jsdom loads no image: each is on its way until its event.
    expect(images.map((image) => image.complete)).toEqual([false, false, false]);
    images[0]?.dispatchEvent(new Event("load"));
    images[1]?.dispatchEvent(new Event("error"));
    run.frames();
    expect(state()).toBe("pending");
    images[2]?.dispatchEvent(new Event("load"));
    images[2]?.dispatchEvent(new Event("load"));
    expect(state()).toBe("pending");
    run.frames();
    expect(state()).toBe("drawn");
    expect(run.events).toEqual(["drawn"]);
  });

  it("puts a name in as text and refuses an image address the app's gate would refuse", async () => {
    skeleton();
    const games = [
      { gameName: '<img src=x onerror="alert(1)">', iconUrl: "javascript:alert(1)" },
      { gameName: "b", iconUrl: "//evil.example.test/a.png" },
      { gameName: "c", iconUrl: "http://evil.example.test/a.png" },
      { gameName: "d", iconUrl: "https://user:secret@evil.example.test/a.png" },
      { gameName: "e", iconUrl: "/\\evil.example.test/a.png" },
      { gameName: "f", iconUrl: "data:image/svg+xml,<svg onload=alert(1)>" },
      { gameName: "g", iconUrl: "relative/a.png" },
    ];
    runStarter("/m/gameList?gameType=RNG", gameListAnswer(() => page(games)));
    await settled();
    const drawn = picture();
    expect(drawn?.querySelector(".game-tile__name")?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(drawn?.querySelectorAll("img")).toHaveLength(games.length);
    expect(Array.from(drawn?.querySelectorAll("img") ?? []).filter((image) => image.hasAttribute("src"))).toEqual([]);
  });

  // The starter's gate is its own ES5 copy of the rule (it runs before the app's code): never looser than the app's.
  it("lets through only addresses the app's URL gate lets through, written as the app writes them", async () => {
    skeleton();
    const addresses = [
      "/mock-assets/games/a.svg",
      "/mock-assets/games/a.svg?v=2#part",
      "https://cdn.example.test/a.png",
      " https://cdn.example.test/b.png ",
      "HTTPS://CDN.example.test/c.png",
      "http://cdn.example.test/a.png",
      "//evil.example.test/a.png",
      "/\\evil.example.test/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "https://user:secret@evil.example.test/a.png",
      "relative/a.png",
      "",
    ];
    runStarter("/m/gameList?gameType=RNG", gameListAnswer(() => page(addresses.map((iconUrl, index) => ({ gameName: `g${index}`, iconUrl })))));
    await settled();
    const drawn = Array.from(document.querySelectorAll<HTMLImageElement>(`[${HTML_FIRST_ROW_ATTRIBUTE}] img`)).map((image) => image.getAttribute("src"));
    expect(drawn).toHaveLength(addresses.length);
    addresses.forEach((address, index) => {
      const app = checkImage(address, { origin: ORIGIN, allowHttp: false });
      if (drawn[index] !== null) expect(app, address).toEqual(expect.objectContaining({ ok: true, href: drawn[index] }));
    });
    // The addresses the mock and the platform use are drawn, not refused.
    expect(drawn.slice(0, 5)).toEqual(["/mock-assets/games/a.svg", "/mock-assets/games/a.svg?v=2", "https://cdn.example.test/a.png", "https://cdn.example.test/b.png", "https://cdn.example.test/c.png"]);
  });

  it.each([
    ["a 5xx", () => new Response("Internal Server Error", { status: 500 })],
    ["an answer that is no page of games", () => new Response(JSON.stringify({ success: false, errorCode: "system.busy" }))],
    ["a malformed answer", () => new Response("<html>")],
    ["an empty page", () => page([])],
  ])("draws nothing after %s, and says so at once (the app's script need not wait)", async (_name, respond) => {
    skeleton();
    const run = runStarter("/m/gameList?gameType=RNG", gameListAnswer(respond));
    await settled();
    expect(picture()).toBeNull();
    expect(state()).toBe("none");
    expect(run.events).toEqual(["none"]);
  });

  it("draws nothing once the app's script has been added (it would cover the app), nor without a skeleton to stand over", async () => {
    skeleton();
    runStarter("/m/gameList?gameType=RNG", gameListAnswer(() => page([{ gameName: "a" }])));
    document.documentElement.setAttribute(APP_START_ATTRIBUTE, "");
    await settled();
    expect(picture()).toBeNull();
    expect(state()).toBe("none");

    document.documentElement.removeAttribute(APP_START_ATTRIBUTE);
    document.documentElement.removeAttribute(FIRST_ROW_STATE_ATTRIBUTE);
    document.body.innerHTML = '<div id="root"></div>';
    runStarter("/m/gameList?gameType=RNG", gameListAnswer(() => page([{ gameName: "a" }])));
    await settled();
    expect(picture()).toBeNull();
    expect(state()).toBe("none");
  });

  it("draws nothing, and leaves the app's script unheld, where the list's first page is not the starter's to ask", async () => {
    skeleton();
    // Another parameter beside the type: the list's first load is not page 1 of the whole list.
    runStarter("/m/gameList?gameType=RNG&vassalage=PG", gameListAnswer(() => page([{ gameName: "a" }])));
    runStarter("/m/slot-games", gameListAnswer(() => page([{ gameName: "a" }])));
    await settled();
    expect(state()).toBeNull();
    expect(picture()).toBeNull();
  });
});

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });

/** The promotions page's two calls: its categories and its promotions. */
function promotionsAnswer(categories: () => Response, promotions: () => Response) {
  return (url: string) => Promise.resolve(url.includes("PROMOFE_getPromotionAnnouncementCategory") ? categories() : url.includes("PROMOFE_getPromoAnnounceV2") ? promotions() : new Response("{}"));
}

function promotionsSkeleton(): void {
  document.body.innerHTML =
    '<div id="root"><div class="promotions-page"><div class="promotions-loading" role="status"><div class="tab-strip promotion-tabs"></div><div class="promotion-list"><div class="promotion-list__items"></div></div></div></div></div>';
}

const promotion = (id: number, categoryIds: number[], extra: Record<string, unknown> = {}) => ({
  id,
  title: `Promotion ${id}`,
  category: "Daily",
  promoAnnouncementCategoryIds: categoryIds,
  announcementImages: [{ url: `/mock-assets/promotions/${id}.svg`, sequence: 1 }],
  ...extra,
});

describe("the first rows from the page: promotions", () => {
  const tabs = [
    { id: 2, type: "newMember", title: "New Member" },
    { id: 1, type: "daily", title: "Daily" },
  ];

  it("draws the cards of the tab the page opens on (daily), their cover, category and title, the dates held blank", async () => {
    promotionsSkeleton();
    const list = [
      promotion(10, [2]),
      promotion(11, [1, 2], {
        title: "<b>Daily</b> bonus",
        category: " Daily ",
        announcementImages: [
          { url: "/mock-assets/promotions/later.svg", sequence: 2 },
          { url: "/mock-assets/promotions/cover.svg", sequence: 1 },
        ],
      }),
      promotion(12, [1], { category: "", announcementImages: [{ url: "javascript:alert(1)", sequence: 1 }] }),
      promotion(13, [1], { announcementImages: [{ url: "/mock-assets/promotions/b.svg", sequence: 4 }, { url: "/mock-assets/promotions/a.svg", sequence: 3 }] }),
      promotion(14, [1]),
    ];
    const run = runStarter("/m/activity", promotionsAnswer(() => ok(tabs), () => ok(list)));
    expect(state()).toBe("pending");
    await settled();
    const drawn = picture();
    expect(drawn?.closest("#root")).toBeNull();
    expect(drawn?.getAttribute("aria-hidden")).toBe("true");
    const cards = Array.from(document.querySelectorAll(`[${HTML_FIRST_ROW_ATTRIBUTE}] .promotion-list__items > li > .promotion-card`));
    expect(cards).toHaveLength(FIRST_ROW_PROMOTIONS);
    expect(cards.map((card) => [card.querySelector(".promotion-card__category")?.textContent ?? null, card.querySelector(".promotion-card__title")?.textContent])).toEqual([
      ["Daily", "<b>Daily</b> bonus"],
      [null, "Promotion 12"],
      ["Daily", "Promotion 13"],
    ]);
    // The cover: sequence 1, else the lowest; a refused address is the card's placeholder, as the app draws it.
    expect(cards.map((card) => card.querySelector("img")?.getAttribute("src") ?? card.querySelector(".promotion-image--none")?.tagName)).toEqual([
      "/mock-assets/promotions/cover.svg",
      "SPAN",
      "/mock-assets/promotions/a.svg",
    ]);
    expect(cards.map((card) => card.querySelector("img")?.getAttribute("fetchpriority") ?? null)).toEqual(["high", null, null]);
    expect(cards.map((card) => card.querySelector(".promotion-card__dates")?.textContent)).toEqual(["\u00a0", "\u00a0", "\u00a0"]);
    // Drawn once the first card's picture is in and two frames have passed.
    run.frames();
    expect(state()).toBe("pending");
    document.querySelector<HTMLImageElement>(`[${HTML_FIRST_ROW_ATTRIBUTE}] img`)?.dispatchEvent(new Event("load"));
    run.frames();
    expect(state()).toBe("drawn");
  });

  it("draws every promotion when the merchant has no tabs, and nothing when the tab it opens on has none", async () => {
    promotionsSkeleton();
    runStarter("/m/activity", promotionsAnswer(() => ok([]), () => ok([promotion(20, [])])));
    await settled();
    expect(document.querySelector(`[${HTML_FIRST_ROW_ATTRIBUTE}] .promotion-card__title`)?.textContent).toBe("Promotion 20");

    document.documentElement.removeAttribute(FIRST_ROW_STATE_ATTRIBUTE);
    promotionsSkeleton();
    runStarter("/m/activity", promotionsAnswer(() => ok(tabs), () => ok([promotion(21, [2])])));
    await settled();
    expect(picture()).toBeNull();
    expect(state()).toBe("none");
  });

  it.each([
    ["the categories fail", () => new Response("busy", { status: 503 }), () => ok([promotion(30, [1])])],
    ["the promotions fail", () => ok(tabs), () => new Response("busy", { status: 500 })],
    ["the promotions are no list", () => ok(tabs), () => ok({ list: [] })],
  ])("draws nothing when %s, and says so", async (_name, categories, promotions) => {
    promotionsSkeleton();
    const run = runStarter("/m/activity", promotionsAnswer(categories, promotions));
    await settled();
    expect(picture()).toBeNull();
    expect(state()).toBe("none");
    expect(run.events).toEqual(["none"]);
  });
});

describe("the first rows from the page: register's welcome banner", () => {
  const bannerSkeleton = () =>
    (document.body.innerHTML = '<div id="root"><div class="account"><div class="account__banner account__banner--pending" aria-hidden="true"></div><form></form></div></div>');
  const banners = (list: unknown) => (url: string) =>
    Promise.resolve(url.includes("CCSFE_getListAnnouncements") ? new Response(JSON.stringify({ success: true, value: { banners: list } }), { status: 200 }) : new Response("{}"));

  it("draws the banner of the lowest sequence, as the app orders them, in the box the page keeps for it, app started or not", async () => {
    bannerSkeleton();
    // The loader adds register's script after the first paint, whatever the banner does: the banner is drawn still.
    document.documentElement.setAttribute(APP_START_ATTRIBUTE, "");
    const run = runStarter("/m/register", banners([
      { id: 2, title: "Second", url: "/mock-assets/banners/second.svg", sequence: 2 },
      { id: 1, title: "Welcome bonus", url: "/mock-assets/banners/welcome-bonus.svg", sequence: 1 },
      { id: 3, title: "Also first", url: "/mock-assets/banners/also-first.svg", sequence: 1 },
    ]));
    expect(state()).toBe("pending");
    await settled();
    const drawn = picture();
    expect(drawn?.closest("#root")).toBeNull();
    expect(drawn?.getAttribute("aria-hidden")).toBe("true");
    const images = Array.from(document.querySelectorAll(`[${HTML_FIRST_ROW_ATTRIBUTE}] img`));
    expect(images.map((image) => [image.className, image.getAttribute("src"), image.getAttribute("alt"), image.getAttribute("fetchpriority")])).toEqual([
      ["account__banner", "/mock-assets/banners/welcome-bonus.svg", "", "high"],
    ]);
    images[0]?.dispatchEvent(new Event("load"));
    run.frames();
    expect(state()).toBe("drawn");
  });

  it("draws nothing without a banner, with an address the app's gate refuses, or once the app has drawn its own banner", async () => {
    for (const list of [[], null, [{ id: 1, url: "javascript:alert(1)", sequence: 1 }], [{ id: 1, url: "http://cdn.example.test/b.png" }]]) {
      bannerSkeleton();
      runStarter("/m/register", banners(list));
      await settled();
      expect(picture(), JSON.stringify(list)).toBeNull();
      expect(state()).toBe("none");
      document.documentElement.removeAttribute(FIRST_ROW_STATE_ATTRIBUTE);
    }
    // The app's banner already in the box's place: the page draws nothing over it.
    document.body.innerHTML = '<div id="root"><div class="account"><img class="account__banner" src="/mock-assets/banners/welcome-bonus.svg" alt="Welcome bonus"></div></div>';
    runStarter("/m/register", banners([{ id: 1, url: "/mock-assets/banners/welcome-bonus.svg", sequence: 1 }]));
    await settled();
    expect(picture()).toBeNull();
    expect(state()).toBe("none");
  });
});
