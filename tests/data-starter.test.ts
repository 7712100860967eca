// How the build puts the data starter into the pages (web/data-starter.ts). What it sends, against what
// the SDK sends, is web/src/app/early-answers.test.ts's; that the browser sends it from the document, e2e/data-start.spec.ts's.
import { describe, expect, it } from "vitest";
import { DATA_STARTER, SCENARIO_KEY, STARTER_LANGUAGES, starterTable, withDataStarter } from "../web/data-starter.ts";
import { SCENARIO_STORAGE_KEY } from "../web/src/features/mock-scenarios/scenario-store.ts";
import { baseLocale, locales } from "../web/src/i18n/generated/i18n-util.ts";
import { inlineScriptHashes } from "../web/security-headers.ts";

const built = `<html><head><meta charset="UTF-8" /><title>Royal Play</title><script>theme()</script><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

/** The starter's tag in a page: its data-start attribute (decoded) and its text. */
function starterIn(page: string): { table: unknown; text: string } {
  const tag = /<script data-start='([^']*)'>([\s\S]*?)<\/script>/.exec(page);
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

  it("knows the app's languages, its default first, and where the mock scenarios are kept", () => {
    expect([...STARTER_LANGUAGES].sort()).toEqual([...locales].sort());
    expect(STARTER_LANGUAGES[0]).toBe(baseLocale);
    expect(SCENARIO_KEY).toBe(SCENARIO_STORAGE_KEY);
  });

  it("refuses a page without a title to put it after", () => {
    expect(() => withDataStarter("<html><head></head></html>", {})).toThrow(/no <title>/);
  });
});
