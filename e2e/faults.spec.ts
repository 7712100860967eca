// Network faults that recover on home and a game list, in the
// browser against Prism: offline and a hang each show the page's frame and ONE
// translated message with Try again, never an empty state; the page recovers by
// itself when the network comes back, or by Try again. The failing calls are
// routed here; the rest is Prism. A 5xx and a malformed body, answers rather
// than network faults, are component tests (home-faults.test.tsx,
// game-list-screen.test.tsx).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request, type Route, TEST_NOW } from "./helpers/test.ts";
import { screenshot } from "./helpers/screenshot.ts";

/** What each page needs from the calls made to fail, and how to tell it recovered. */
const pages = {
  home: {
    path: "/m/home",
    area: ".home-games",
    calls: ["**/wps/relay/GCSGAME_hotGamesV2**", "**/wps/relay/GCSGAME_getVassGameType**"],
    // Each call's try and its one retry of a network failure (lib/query-client.ts), a second later.
    tries: 2,
    frame: (page: Page) => page.getByRole("navigation", { name: "Main menu" }),
    recovered: (page: Page) => page.getByRole("region", { name: "Hot games" }).getByRole("button", { name: "Mahjong Ways, PG Soft" }),
    empty: "No hot games yet",
  },
  "game list": {
    path: "/m/gameList?gameType=RNG",
    area: ".game-list",
    calls: ["**/wps/relay/GCSGAME_gameList**"],
    // The list's machine does not retry by itself (features/games/components/game-list-view.tsx).
    tries: 1,
    frame: (page: Page) => page.getByRole("tablist"),
    recovered: (page: Page) => page.getByRole("button", { name: "Mahjong Ways, PG Soft" }),
    empty: "No games found",
  },
} as const;

/** Answers a call made to fail; `call` is which of the page's `calls` it is. */
type Fault = (route: Route, call: string) => Promise<void>;

async function failCalls(page: Page, calls: readonly string[], fault: Fault): Promise<() => Promise<void>> {
  for (const call of calls) await page.route(call, (route) => fault(route, call));
  return async () => {
    for (const call of calls) await page.unroute(call);
  };
}

const disconnected: Fault = (route) => route.abort("internetdisconnected");

for (const [name, target] of Object.entries(pages)) {
  test.describe(`${name} when its calls fail`, () => {
    test("offline shows one network message in the page's frame, and the page loads by itself when the network is back", async ({ page, context }, testInfo) => {
      const refused: string[] = [];
      const restore = await failCalls(page, target.calls, (route, call) => {
        refused.push(call);
        return disconnected(route, call);
      });
      await page.goto(target.path);
      // The message follows the last try of each failing call: on a loaded machine the app's start and home's
      // retry a second later took more than one expect's time, so each is waited for as it happens (the app
      // up, every try refused), then the message.
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
      await expect.poll(() => target.calls.every((call) => refused.filter((refusedCall) => refusedCall === call).length >= target.tries)).toBe(true);
      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(/The network is slow or offline, please try again/);
      await expect(alert).toHaveCount(1);
      await expect(page.getByText(target.empty)).toHaveCount(0);
      await expect(target.frame(page)).toBeVisible();
      await screenshot(page, testInfo, `fault-${name.replace(" ", "-")}`);
      // The new part of the page: where the content would be (the whole page's audit takes most of a minute here).
      const axe = await new AxeBuilder({ page }).include(target.area).analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      await context.setOffline(true);
      await restore();
      await context.setOffline(false);
      await expect(target.recovered(page)).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
    });

    test("a hang shows the frame and skeletons at once, and the timeout message at the deadline", async ({ page }) => {
      // The SDK's deadline is 15 s (DEFAULT_TIMEOUT_MS): the page's clock is moved on instead of waiting.
      await page.clock.install({ time: TEST_NOW });
      const hanging: Route[] = [];
      await failCalls(page, target.calls, async (route) => void hanging.push(route));
      // The page's other calls: the fast-forward below must find none of them on its way (it would time them out too).
      const inFlight = new Set<Request>();
      page.on("request", (request) => void (request.url().includes("/wps/") && inFlight.add(request)));
      page.on("requestfinished", (request) => void inFlight.delete(request));
      page.on("requestfailed", (request) => void inFlight.delete(request));
      await page.goto(target.path);
      await page.clock.resume();
      await expect(target.frame(page)).toBeVisible();
      await expect(page.getByRole("status", { name: "Loading…" }).first()).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      // The app is up (its script starts after the first frame), every call made to fail hangs, and nothing else is on its way.
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
      await expect.poll(() => new Set(hanging.map((route) => route.request().url())).size).toBe(target.calls.length);
      await expect.poll(() => [...inFlight].filter((request) => !hanging.some((route) => route.request() === request)).length).toBe(0);

      // A call the page starts after a fast-forward starts its own 15 s then: move on again until the message shows.
      await expect(async () => {
        await page.clock.fastForward(16_000);
        await expect(page.getByRole("alert")).toHaveText(/The network is slow or offline, please try again/, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole("status", { name: "Loading…" })).toHaveCount(0);
      // Try again is free at once, even when one of the page's calls still hangs behind the message
      // (it started later, so its deadline is still ahead); it asks that one again too.
      const retry = page.getByRole("alert").getByRole("button", { name: "Try again" });
      await expect(retry).toBeEnabled();
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await retry.click();
      await expect(target.recovered(page)).toBeVisible();
    });
  });
}

// React's half of the app is a file of its own (app/render-app.tsx) and can fail alone, after its
// retries (a dropped connection, a page from before a release asking for a file that is gone). The page then
// says so over its frame, in its language, and Try again loads it afresh; no unhandled rejection.
test("the app's code that does not load: the page's notice, and Try again loads the app", async ({ page }, testInfo) => {
  const unhandled: string[] = [];
  page.on("pageerror", (error) => unhandled.push(error.message));
  const half = "**/assets/render-app-*.js";
  await page.route(half, (route) => route.abort("internetdisconnected"));
  await page.goto("/m/activity");
  const notice = page.getByRole("alert").filter({ hasText: "The app could not load. Check your connection and try again." });
  // After the import's retries (lib/lazy-part.ts: 1 s, then 3 s).
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice.getByRole("button", { name: "Try again" })).toBeFocused();
  expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
  expect(await new AxeBuilder({ page }).include(".start-failure").analyze().then((result) => result.violations)).toEqual([]);
  await screenshot(page, testInfo, "start-failure");
  await page.unroute(half);
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(unhandled).toEqual([]);
});
