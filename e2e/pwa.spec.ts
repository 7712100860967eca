// The installable app on the production build: the service worker
// takes control after one reload, home and a visited game list reload offline
// with content and the offline banner, a waiting worker brings the update
// prompt. Offline, the member centre shows the worker's copy of the
// balance as the last known one, with its time; nothing the worker keeps for a
// member outlives the session (logout, a closed tab, an expiry). The Device
// header of an installed app is app/api-client.test.tsx.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page, TEST_NOW } from "./helpers/test.ts";
import { openAsMember } from "./helpers/app.ts";
import { webDistFile } from "./helpers/web-dist.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.use({ serviceWorkers: "allow" });

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Waits until the worker registered after first paint is active, then reloads: the page is controlled from then on. */
async function controlledReload(page: Page) {
  // Resolves once a worker whose scope holds this page is active.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const banner = (page: Page) => page.getByRole("status").filter({ hasText: "You are offline:" });

/** Every entry of the page's caches keyed by a member (web/src/service-worker/cache-key.ts), as "cache path". */
function memberEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const rows: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.searchParams.has("__sw_authorization")) rows.push(`${name} ${url.pathname}`);
      }
    }
    return rows.sort();
  });
}

/** The member centre under the worker, its answers kept: member info among the balances. */
async function memberCentreCached(page: Page) {
  await page.goto("/m/member/home");
  await expect(page.getByRole("status", { name: "Balance" })).toHaveText("￥12,580.50");
  await expect.poll(() => memberEntries(page)).toContain("api-last-known /wps/member/info");
}

test.describe("service worker", () => {
  test("controls the page after one reload; home, then a visited game list, reload offline with their content and the offline banner", async ({ page, context }, testInfo) => {
    // The worker's install precaches the build: 15-25 s on a loaded 2-core machine (seen on a fresh clone).
    test.slow();
    await page.goto("/m/home");
    await expect(page.getByRole("navigation", { name: "Game categories" })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // The page does not link the manifest; the app links it with the worker, after load.
    expect(await (await page.request.get("/m/home")).text()).not.toContain('rel="manifest"');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    expect(await page.evaluate(async () => ((await (await fetch("/manifest.webmanifest")).json()) as { start_url?: string }).start_url)).toBeTruthy();
    await controlledReload(page);
    await expect(page.getByRole("region", { name: "Hot games" }).getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Game categories" }).getByRole("button", { name: "Hot" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Hot games" }).getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
    await screenshot(page, testInfo, "pwa-home-offline");

    await context.setOffline(false);
    await expect(banner(page)).toBeHidden();

    // A game list visited online (under the same worker) reloads offline with its games.
    await page.goto("/m/gameList?gameType=RNG");
    await expect(page.getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
    await screenshot(page, testInfo, "pwa-game-list-offline");
  });

  // On an iPhone's Safari, so that home's add-to-home-screen guide is up when the prompt comes (spec §2).
  test.describe(() => {
    test.use({ userAgent: IPHONE_SAFARI });
    test("a new worker waiting brings the update prompt, above the footer with home's install guide above it; accepting reloads under it", async ({ page }, testInfo) => {
      // Two service worker installs, two reloads and up to 25 s of update windows: more than 30 s on a loaded machine.
      test.slow();
      await page.clock.install({ time: TEST_NOW });
      await page.goto("/m/home");
      await controlledReload(page);
      const guide = page.getByRole("complementary", { name: "Install the app" });
      await expect(guide).toBeVisible();
      // A new deployment: the server now has another worker script.
      const workerFile = webDistFile("sw.js");
      const deployed = readFileSync(workerFile, "utf8");
      writeFileSync(workerFile, `${deployed}\n// the next deployment\n`);
      try {
        // Spec §9: the app asks for a new worker once in every 60 s window (the reloaded page
        // starts its flow after load and idle: windows pass until it has).
        const prompt = page.getByRole("alertdialog", { name: "A new version of the app is ready." });
        await expect(async () => {
          await page.clock.fastForward(60_000);
          await expect(prompt).toBeVisible({ timeout: 1_500 });
        }).toPass({ timeout: 25_000 });
        // Both fixed above the footer: the prompt next to it, the guide above the prompt, neither covering the other.
        const [promptBox, guideBox, footerBox] = await Promise.all([prompt.boundingBox(), guide.boundingBox(), page.getByRole("navigation", { name: "Main menu" }).boundingBox()]);
        expect(promptBox!.y + promptBox!.height).toBeLessThanOrEqual(footerBox!.y);
        expect(guideBox!.y + guideBox!.height).toBeLessThanOrEqual(promptBox!.y);
        await screenshot(page, testInfo, "pwa-update-prompt");

        const reloaded = page.waitForEvent("load");
        await prompt.getByRole("button", { name: "Update now" }).click();
        // 200 ms later (the clock runs on; the delay itself is the machine's fake-timer test) the page reloads.
        await reloaded;
        await expect(page.getByRole("navigation", { name: "Game categories" })).toBeVisible();
        await expect(prompt).toBeHidden();
        expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/m/"))?.waiting ?? null)).toBeNull();
      } finally {
        writeFileSync(workerFile, deployed);
      }
    });
  });
});

test.describe("a member's balance and cached answers", () => {
  test("offline, the member centre shows the worker's copy of the balance as the last known one, with its time", async ({ page, context }, testInfo) => {
    // The worker's install precaches the build: 15-25 s on a loaded 2-core machine.
    test.slow();
    // The worker stamps its copy with the device's clock, which Playwright's clock does not reach (a service worker
    // runs outside the page): here the page runs on that clock too, as on a phone, or "as of" is another day's.
    await page.clock.install({ time: Date.now() });
    await openAsMember(page, "/m/member/home");
    await controlledReload(page);
    await memberCentreCached(page);
    const amount = page.getByRole("status", { name: "Balance" });
    // Online, the balance is the server's: nothing says otherwise.
    await expect(page.getByText(/^Last known, as of/)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(amount).toHaveText("￥12,580.50");
    await expect(amount).toHaveAccessibleDescription(/^Last known, as of \d\d:\d\d$/);
    await screenshot(page, testInfo, "pwa-member-centre-last-known");

    // Back online, the balance is asked again and is the current one.
    await context.setOffline(false);
    await page.getByRole("button", { name: "Refresh balance" }).click();
    await expect(amount).not.toHaveAccessibleDescription(/Last known/);
    await expect(page.getByText(/^Last known, as of/)).toHaveCount(0);
  });

  test("nothing the worker keeps for a member outlives the session: logout, a closed tab, an expiry", async ({ page }) => {
    // The worker's install, then three member sessions each with its visit to the member centre.
    test.slow();
    await openAsMember(page, "/m/home");
    await controlledReload(page);

    // (a) Logout.
    await memberCentreCached(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL("**/m/home");
    await expect.poll(() => memberEntries(page)).toEqual([]);

    // (b) The tab closed without a logout: the next start has no session.
    await openAsMember(page, "/m/home");
    await memberCentreCached(page);
    await page.evaluate(() => window.sessionStorage.removeItem("MC_SESSION_INFO"));
    await page.reload();
    await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
    await expect.poll(() => memberEntries(page)).toEqual([]);

    // (c) The session expires: the server answers member info 401 login.not.session (the mock's scenario).
    await openAsMember(page, "/m/home");
    await memberCentreCached(page);
    await page.goto("/m/member/home?mock=getMemberInfo:code=401");
    await page.waitForURL("**/m/login");
    await expect(page.getByText("Your session has ended. Please log in again.")).toBeVisible();
    await expect.poll(() => memberEntries(page), { timeout: 15_000 }).toEqual([]);
  });
});
