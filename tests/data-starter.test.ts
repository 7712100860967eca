// How the build puts the data starter into the pages (web/data-starter.ts). What it sends, against what
// the SDK sends, is web/src/app/early-answers.test.ts's; that the browser sends it from the document, e2e/data-start.spec.ts's.
import { describe, expect, it } from "vitest";
import { CALLS_PER_TASK, DATA_STARTER, DATA_STARTER_WITHOUT_ROW, SCENARIO_KEY, STARTER_LANGUAGES, starterTable, withDataStarter, withOwnStarter, withTextPreloads } from "../web/data-starter.ts";
import { SCENARIO_STORAGE_KEY } from "../web/src/features/mock-scenarios/scenario-store.ts";
import { baseLocale, locales } from "../web/src/i18n/generated/i18n-util.ts";
import { inlineScriptHashes } from "../web/security-headers.ts";
import { STARTED_CALLS_GLOBAL } from "../web/src/app/early-answers.ts";

const built = `<html><head><meta charset="UTF-8" /><title>Royal Play</title><script>theme()</script><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

/** The starter's tag in a page: its data-start attribute (decoded) and its text. */
function starterIn(page: string): { table: unknown; text: string } {
  const tag = /<script data-start='([^']*)'[^>]*>([\s\S]*?)<\/script>/.exec(page);
  const attribute = (tag?.[1] ?? "").replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return { table: JSON.parse(attribute || "null"), text: tag?.[2] ?? "" };
}

describe("the data starter in the built pages", () => {
  it("comes right after the title, before any other script, with the build's table", () => {
    const page = withDataStarter(built, {});
    expect(page.indexOf("<script data-start=")).toBe(page.indexOf("</title>") + "</title>".length);
    expect(page.indexOf("<script data-start=")).toBeLessThan(page.indexOf("<script>theme()"));
    expect(starterIn(page)).toEqual({ table: starterTable({}), text: DATA_STARTER });
  });

  it("is the same text whatever the build (one CSP hash); the merchant and the API's origin are in its attribute", () => {
    const other = withDataStarter(built, { VITE_MERCHANT_CODE: "mc_it's", VITE_API_BASE: "https://api.example.test/" });
    expect(inlineScriptHashes(other)).toEqual(inlineScriptHashes(withDataStarter(built, {})));
    expect(starterIn(other).table).toMatchObject({ merchant: "mc_it's", base: "https://api.example.test" });
  });

  it("marks for the session's token exactly the calls whose contract lets it go", () => {
    const calls = Object.values(starterTable({}).pages).flatMap((page) => page.calls);
    const byPath = new Map(calls.map((call) => [call.path, call.token === true]));
    expect(byPath.get("/wps/v2/system/status")).toBe(false);
    expect(byPath.get("/wps/relay/PROMOFE_getPromotionAnnouncementCategory")).toBe(false);
    expect(byPath.get("/wps/relay/PROMOFE_getPromoAnnounceV2")).toBe(true);
    expect(byPath.get("/wps/member/info")).toBe(true);
  });

  it("starts nothing, and lets the page go on, when storage is refused", () => {
    const table = JSON.stringify(starterTable({}));
    const sent: string[] = [];
    const page = { currentScript: { getAttribute: () => table } };
    const location = { pathname: "/m/activity", search: "", hostname: "localhost", origin: "http://localhost" };
    const refused = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    const run = new Function("document", "location", "localStorage", "sessionStorage", "fetch", DATA_STARTER);
    expect(() => run(page, location, refused, refused, (url: string) => sent.push(url))).not.toThrow();
    expect(sent).toEqual([]);
  });

  it("preloads the page's texts in the kept language, the default for any other, with or without a call to start", () => {
    const texts = { en: ["assets/en.js", "assets/games-en.js"], cn: ["assets/cn.js", "assets/games-cn.js"], ms: ["assets/ms.js", "assets/games-ms.js"] };
    const page = withTextPreloads(withDataStarter(built, {}), texts);
    // An attribute beside the table: the starter's text, and so the CSP's hash, is the one every page holds.
    expect(inlineScriptHashes(page)).toEqual(inlineScriptHashes(withDataStarter(built, {})));
    expect(starterIn(page).table).toEqual(starterTable({}));
    const attributes = Object.fromEntries(
      [.../<script (data-start='[^']*' data-start-texts='[^']*')>/.exec(page)![1]!.matchAll(/([\w-]+)='([^']*)'/g)].map(([, name, value]) => [name, value!.replace(/&#39;/g, "'").replace(/&amp;/g, "&")]),
    );
    /** Runs the starter at `pathname` with `kept` in local storage (and `tab` in the session's): the links it adds, the calls it sends. */
    const run = (pathname: string, kept: Record<string, string>, tab: Record<string, string> = {}) => {
      const links: { rel: string; href: string; crossOrigin: string }[] = [];
      const sent: string[] = [];
      const document = {
        currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
        createElement: () => ({ rel: "", href: "", crossOrigin: "" }),
        head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
      };
      const location = { pathname, search: "?gameType=RNG", hostname: "localhost", origin: "http://localhost" };
      const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
      const fetch = (url: string) => {
        sent.push(url);
        return new Promise(() => undefined);
      };
      const later: (() => void)[] = [];
      const setTimeout = (callback: () => void) => later.push(callback);
      new Function("document", "location", "localStorage", "sessionStorage", "fetch", "window", "navigator", "performance", "setTimeout", DATA_STARTER)(document, location, storage(kept), storage(tab), fetch, {}, { userAgent: "" }, { now: () => 0 }, setTimeout);
      // Not within the parser's task (each link starts a fetch): in the next one.
      expect(links).toEqual([]);
      later.forEach((callback) => callback());
      return { links: links.map((link) => `${link.rel} ${link.crossOrigin === "" ? "crossorigin" : link.crossOrigin} ${link.href}`), sent };
    };
    expect(run("/m/gameList", { language: "cn" }).links).toEqual(["modulepreload crossorigin /assets/cn.js", "modulepreload crossorigin /assets/games-cn.js"]);
    expect(run("/m/gameList", { language: " MS " }).links).toEqual(["modulepreload crossorigin /assets/ms.js", "modulepreload crossorigin /assets/games-ms.js"]);
    expect(run("/m/gameList", { language: "fr" }).links).toEqual(["modulepreload crossorigin /assets/en.js", "modulepreload crossorigin /assets/games-en.js"]);
    expect(run("/m/gameList", {}).sent.length).toBeGreaterThan(0);
    // A page that starts no call (not a data page), and a mock scenario kept for the tab: the texts still start.
    expect(run("/m/help", {})).toEqual({ links: ["modulepreload crossorigin /assets/en.js", "modulepreload crossorigin /assets/games-en.js"], sent: [] });
    expect(run("/m/gameList", {}, { [SCENARIO_KEY]: "[]" })).toMatchObject({ links: ["modulepreload crossorigin /assets/en.js", "modulepreload crossorigin /assets/games-en.js"], sent: [] });
    expect(() => withTextPreloads(built, texts)).toThrow(/no data starter/);
  });

  it("gives a route's page its own calls only, and the starter without the first row's renderer where it draws none", () => {
    const home = withDataStarter(built, { VITE_MERCHANT_CODE: "mc_it's" });
    const table = starterTable({ VITE_MERCHANT_CODE: "mc_it's" });
    // The member centre draws no first row: its calls, and the shorter text.
    const member = starterIn(withOwnStarter(home, "/m/member/home"));
    expect(member).toEqual({ table: { ...table, pages: { "/m/member/home": table.pages["/m/member/home"] } }, text: DATA_STARTER_WITHOUT_ROW });
    expect(DATA_STARTER_WITHOUT_ROW).not.toContain("firstRow");
    expect(DATA_STARTER_WITHOUT_ROW.length).toBeLessThan(DATA_STARTER.length / 2);
    // The game list draws its first row from its answers: the renderer stays.
    const list = starterIn(withOwnStarter(home, "/m/gameList"));
    expect(list).toEqual({ table: { ...table, pages: { "/m/gameList": table.pages["/m/gameList"] } }, text: DATA_STARTER });
    // A page that starts no call: an empty table, nothing to start.
    expect(starterIn(withOwnStarter(home, "/m/help"))).toEqual({ table: { ...table, pages: {} }, text: DATA_STARTER_WITHOUT_ROW });
    // The two texts are the CSP's two hashes of the starter, whatever the page.
    const hashes = new Set(["/m/member/home", "/m/voucherCenter", "/m/help", "/m/gameList", "/m/activity"].flatMap((path) => inlineScriptHashes(withOwnStarter(home, path))));
    expect(hashes.size).toBe(inlineScriptHashes(home).length + 1);
    expect(() => withOwnStarter(built, "/m/member/home")).toThrow(/no data starter/);
  });

  /** Runs `text` on the member centre for a member: what each task sent (the parser's first), and the calls it left for the app. */
  function memberCentreTasks(text: string, refused?: string) {
    const table = JSON.stringify(starterTable({}));
    const texts = JSON.stringify({ en: ["/assets/en.js"] });
    const tasks: string[][] = [[]];
    const page = {
      currentScript: { getAttribute: (name: string) => (name === "data-start" ? table : name === "data-start-texts" ? texts : null) },
      createElement: () => ({ rel: "", href: "", crossOrigin: "" }),
      head: { appendChild: (link: { href: string }) => tasks.at(-1)!.push(`preload ${link.href}`) },
    };
    const location = { pathname: "/m/member/home", search: "", hostname: "localhost", origin: "http://localhost" };
    const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
    const session = { MC_SESSION_INFO: JSON.stringify({ token: "t0ken", userName: "player" }) };
    const fetch = (url: string) => {
      if (refused && url.includes(refused)) throw new TypeError("Failed to execute 'fetch' on 'Window': Invalid value");
      tasks.at(-1)!.push(new URL(url).pathname);
      return new Promise(() => undefined);
    };
    const later: (() => void)[] = [];
    const setTimeout = (callback: () => void) => later.push(callback);
    const window: Record<string, { calls: Record<string, { answer: Promise<unknown> }> }> = {};
    new Function("document", "location", "localStorage", "sessionStorage", "fetch", "window", "navigator", "performance", "setTimeout", text)(page, location, storage({}), storage(session), fetch, window, { userAgent: "" }, { now: () => 0 }, setTimeout);
    const left = Object.values(window[STARTED_CALLS_GLOBAL]?.calls ?? {});
    for (const task of later) {
      tasks.push([]);
      task();
    }
    return { tasks, left };
  }

  it("sends its calls from the tasks after the parser's, CALLS_PER_TASK each and before the texts, their answers left for the app at once", () => {
    const { tasks, left } = memberCentreTasks(DATA_STARTER_WITHOUT_ROW);
    const calls = starterTable({}).pages["/m/member/home"]!.calls.map((call) => call.path);
    // Nothing in the parser's task: each fetch() costs a phone 6 to 20 ms there.
    expect(tasks[0]).toEqual([]);
    expect(left).toHaveLength(calls.length);
    expect(left.every((call) => call.answer instanceof Promise)).toBe(true);
    const callTasks = tasks.slice(1, -1);
    expect(callTasks.flat()).toEqual(calls);
    expect(callTasks.every((task) => task.length <= CALLS_PER_TASK)).toBe(true);
    expect(callTasks).toHaveLength(Math.ceil(calls.length / CALLS_PER_TASK));
    // The texts' preloads after every call: the calls take the connections first.
    expect(tasks.at(-1)).toEqual(["preload /assets/en.js"]);
  });

  it("rejects the answer of a call whose fetch() throws, and sends the others", async () => {
    const { tasks, left } = memberCentreTasks(DATA_STARTER_WITHOUT_ROW, "MCSFE_getPlayerRankProgress");
    const calls = starterTable({}).pages["/m/member/home"]!.calls.map((call) => call.path);
    expect(tasks.flat()).toEqual([...calls.filter((path) => !path.includes("MCSFE_getPlayerRankProgress")), "preload /assets/en.js"]);
    const settled = await Promise.allSettled(left.map((call) => Promise.race([call.answer, Promise.resolve("pending")])));
    expect(settled.filter((result) => result.status === "rejected")).toHaveLength(1);
  });

  it("runs without the first row's renderer exactly as with it: the same calls in the same tasks", () => {
    expect(memberCentreTasks(DATA_STARTER_WITHOUT_ROW).tasks.flat().length).toBeGreaterThan(3);
    expect(memberCentreTasks(DATA_STARTER_WITHOUT_ROW).tasks).toEqual(memberCentreTasks(DATA_STARTER).tasks);
  });

  it("knows the app's languages, its default first, and where the mock scenarios are kept", () => {
    expect([...STARTER_LANGUAGES].sort()).toEqual([...locales].sort());
    expect(STARTER_LANGUAGES[0]).toBe(baseLocale);
    expect(SCENARIO_KEY).toBe(SCENARIO_STORAGE_KEY);
  });

  it("refuses a page without a title to put it after", () => {
    expect(() => withDataStarter("<html><head></head></html>", {})).toThrow(/no <title>/);
  });
});
