// One URL gate, in Chromium: the server answers the customer-service
// address, a game's launch address and a banner's link with script, data and
// protocol-relative addresses; nothing runs, no tab lands on them, and the
// member is told. web/src (the *-sink tests) feeds every sink all 46 payloads.
import { expect, test, type Page } from "./helpers/test.ts";
import { dropRoutes, openAsMember } from "./helpers/app.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.afterEach(dropRoutes);

const REFUSED = "This link cannot be opened: it is not a safe web address.";
/** Each would mark the app's page (its title) if it ever ran, in a new tab (opener) or in the page. */
const PAYLOADS = [
  "javascript:(window.opener||window).document.title='pwned'",
  "  JaVaScRiPt:(window.opener||window).document.title='pwned'",
  "java\tscript:(window.opener||window).document.title='pwned'",
  "\u0001javascript:(window.opener||window).document.title='pwned'",
  "data:text/html,<script>(window.opener||window).document.title='pwned'</script>",
  "vbscript:msgbox(1)",
  "//evil.example/phish",
  "/\\evil.example",
];

/** Every URL a page of the context visits from now on (new tabs included). */
function watchTabs(page: Page): string[] {
  const visited: string[] = [];
  page.context().on("page", (tab) => {
    visited.push(tab.url());
    tab.on("framenavigated", (frame) => visited.push(frame.url()));
  });
  page.on("framenavigated", (frame) => visited.push(frame.url()));
  return visited;
}

async function expectRefused(page: Page, visited: string[], title: string): Promise<void> {
  await expect(page.getByRole("alert").filter({ hasText: REFUSED })).toBeVisible();
  await expect(page).toHaveTitle(title);
  // Only the app's own pages and blank tabs were ever shown.
  expect(visited.filter((url) => !url.startsWith("http://127.0.0.1") && url !== "about:blank" && url !== "")).toEqual([]);
  await expect.poll(() => page.context().pages().length).toBe(1);
}

test.describe("the URL gate in the browser", () => {
  test("customer service: a hostile chat address closes its tab and tells the member", async ({ page }, testInfo) => {
    // Eight reloads, each waiting for the app: about 3 s apiece on a loaded 2-core machine.
    test.slow();
    let current = "";
    await page.route("**/wps/relay/WPSCORE_getCustomerServiceScript**", (route) => route.fulfill({ json: { success: true, value: { url: current } } }));
    await page.goto("/m/notice");
    const title = "Announcement";
    await expect(page).toHaveTitle(title);
    const visited = watchTabs(page);
    for (const url of PAYLOADS) {
      current = url;
      // The address is cached for 10 minutes: a reload asks again.
      await page.reload();
      // The page's prerendered frame draws the same header, whose buttons do nothing until the app takes over.
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
      await page.getByRole("button", { name: "Customer service" }).click();
      await expectRefused(page, visited, title);
    }
    await screenshot(page, testInfo, "url-gate-customer-service");
  });

  test("game launch: a hostile game address closes the game tab and tells the member", async ({ page }) => {
    let current = "";
    await page.route("**/wps/game/launchGame**", (route) => route.fulfill({ json: { success: true, value: { content: { game_url: current } } } }));
    await openAsMember(page, "/m/gameList?gameType=RNG");
    const game = page.getByRole("button", { name: "Mahjong Ways, PG Soft" });
    await expect(game).toBeVisible();
    const title = await page.title();
    const visited = watchTabs(page);
    for (const url of PAYLOADS) {
      current = url;
      await game.click();
      await expectRefused(page, visited, title);
    }
  });

  test("banner: a hostile link is no link; a tap tells the member", async ({ page }) => {
    await page.route("**/wps/relay/CCSFE_getListAnnouncements**", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.value.banners = [{ id: 1, title: "Claim now", url: "/mock-assets/banners/welcome-bonus.svg", clickPayload: { action: "LINK", target: PAYLOADS[0] } }];
      await route.fulfill({ response, json: body });
    });
    await page.goto("/m/home");
    const banner = page.getByRole("region", { name: "Featured promotions" }).getByRole("button", { name: "Claim now" });
    await expect(banner).toBeVisible();
    await expect(page.locator("a[href^='javascript'], a[href^='data']")).toHaveCount(0);
    const title = await page.title();
    const visited = watchTabs(page);
    await banner.click();
    await expectRefused(page, visited, title);
  });
});
