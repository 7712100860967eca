// The data starts with the page: on each data page, the first data calls are sent by the page's HTML
// (the inline starter of web/data-starter.ts: the browser names the document as their initiator, not the app's
// entry script), and the app takes their answers instead of asking again: each of those calls goes on the wire once.
// Read from the browser's own network log (CDP Network.requestWillBeSent), no timer.
import { openAsMember, screenLoaded } from "./helpers/app.ts";
import { expect, test, type Page } from "./helpers/test.ts";

interface SentRequest {
  url: string;
  /** Who started it: the browser's initiator type and the script or document it names. */
  initiator: { type: string; url: string | undefined };
}

interface RequestWillBeSent {
  request: { url: string; method: string };
  initiator: { type: string; url?: string; stack?: { callFrames: { url: string }[] } };
}

/** Every request the page sends from now on, as the browser's network log has it. */
async function networkLog(page: Page): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", (event: RequestWillBeSent) => {
    sent.push({ url: event.request.url, initiator: { type: event.initiator.type, url: event.initiator.url ?? event.initiator.stack?.callFrames[0]?.url } });
  });
  await cdp.send("Network.enable");
  return sent;
}

const system = ["/wps/v2/system/status", "/wps/system/whitelabel"];
const dataPages: { name: string; address: string; member: boolean; first: string[] }[] = [
  { name: "the RNG game list", address: "/m/gameList?gameType=RNG", member: false, first: [...system, "/wps/relay/GCSGAME_gameList", "/wps/relay/GCSGAME_getVassGameType"] },
  { name: "the live games' category page", address: "/m/live-games", member: false, first: [...system, "/wps/relay/GCSGAME_getVassGameType", "/wps/relay/GCSGAME_hotGamesV2", "/wps/relay/GCSGAME_gameList"] },
  { name: "promotions", address: "/m/activity", member: false, first: [...system, "/wps/relay/PROMOFE_getPromotionAnnouncementCategory", "/wps/relay/PROMOFE_getPromoAnnounceV2"] },
  { name: "register", address: "/m/register", member: false, first: [...system, "/wps/relay/CCSFE_getListAnnouncements"] },
  {
    name: "the member centre",
    address: "/m/member/home",
    member: true,
    first: [...system, "/wps/member/info", "/wps/relay/MCSFE_getPlayerRankProgress", "/wps/relay/MCSFE_getPlayerRankGroupLevels", "/wps/relay/MCSFE_getMemberClubBenefit", "/wps/relay/MCSFE_getAvailablePromotions"],
  },
  { name: "deposit", address: "/m/voucherCenter", member: true, first: [...system, "/wps/member/info", "/wps/relay/MCSFE_getDepositSettings", "/wps/relay/MCSFE_getDepositPaymentChannels"] },
];

test.describe("the data starts with the page", () => {
  for (const { name, address, member, first } of dataPages) {
    test(`${name}: its first data calls are sent by the document, and each goes on the wire once`, async ({ page, baseURL }) => {
      const sent = await networkLog(page);
      if (member) await openAsMember(page, address);
      else await page.goto(address);
      await screenLoaded(page);
      const documentUrl = new URL(address, baseURL).href;
      for (const path of first) {
        const calls = sent.filter((request) => new URL(request.url).pathname === path);
        expect(calls, `${path} on the wire`).toHaveLength(1);
        // Sent by the page's own inline script: the initiator is the document, not a script file of the app.
        expect(calls[0]?.initiator, `${path}'s initiator`).toEqual({ type: "script", url: documentUrl });
      }
    });
  }

  test("the page's texts in the kept language leave from the document too, and the app takes them: each file once", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("language", "cn"));
    const sent = await networkLog(page);
    await page.goto("/m/activity");
    await screenLoaded(page);
    const texts = await page.locator("script[data-start]").getAttribute("data-start-texts");
    const chinese = (JSON.parse(texts ?? "{}") as Record<string, string[]>).cn ?? [];
    // The base texts, then the namespaces promotions' screen loads (route-table's screenTexts).
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese[0]).toMatch(/^\/assets\/cn-[\w-]+\.js$/);
    // The starter adds the texts' links in the task after the parser's (which sends the page's calls: the tests
    // above), so each text file is on the wire before the app's entry script, from the page's script, once: the
    // app's import took it, not a second fetch.
    const entry = sent.findIndex((request) => /^\/assets\/index-[\w-]+\.js$/.test(new URL(request.url).pathname));
    expect(entry).toBeGreaterThan(-1);
    for (const file of chinese) {
      const fetched = sent.filter((request) => new URL(request.url).pathname === file);
      expect(fetched, `${file} on the wire`).toHaveLength(1);
      // From a timer of the page's script, which Chromium names no file for ("about:client"): never one of the app's.
      expect(fetched[0]?.initiator.type, `${file}'s initiator`).toBe("script");
      expect(fetched[0]?.initiator.url, `${file}'s initiator`).not.toMatch(/\/assets\//);
      expect(sent.indexOf(fetched[0]!), `${file} before the app's entry`).toBeLessThan(entry);
    }
    // The screen reads them: its categories' tab list is named in Chinese.
    await expect(page.getByRole("tablist", { name: "优惠分类" })).toBeVisible();
  });

  test("with a mock scenario chosen, the page stands aside: the app sends the call, with the scenario", async ({ page, baseURL }) => {
    const sent = await networkLog(page);
    await page.goto("/m/activity?mock=getPromotionAnnouncements:empty");
    await page.waitForURL((url) => !url.search.includes("mock="));
    await expect(page.getByText("No promotions", { exact: true })).toBeVisible();
    const calls = sent.filter((request) => new URL(request.url).pathname === "/wps/relay/PROMOFE_getPromoAnnounceV2");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.initiator.url).not.toBe(new URL("/m/activity?mock=getPromotionAnnouncements:empty", baseURL).href);
  });
});
