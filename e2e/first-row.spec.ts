// The game list's first rows from the page (web/first-row-starter.ts): the page's own starter draws them from
// the list's first page before the app's script is fetched, the app's script is fetched once they are on screen
// (web/prerender-shell.ts "after-first-row"), and the app's tiles then take their place without a shift.
// The picture is hidden from assistive technology on purpose (lib/html-first-row.ts): it is read by its
// attribute, the app's tiles by their role and name.
import { expect, test, type Page } from "./helpers/test.ts";

const LIST = "/m/gameList?gameType=RNG";
const PICTURE = "[data-html-first-row]";

/** Holds the app's entry script until released; `stateAtRequest` is the first row's state when the browser asked for it. */
async function holdEntry(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { stateAtRequest: "" as string | null, release };
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    held.stateAtRequest = await page.evaluate(() => document.documentElement.getAttribute("data-first-row"));
    await released;
    await route.continue();
  });
  return held;
}

/** The first four tiles' boxes, the page's or the app's, whichever is on screen. */
function tileBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll(".game-tile")).slice(0, 4).map((tile) => {
      const box = tile.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );
}

test.describe("the game list's first rows from the page", () => {
  test.beforeEach(async ({ page }) => {
    // Every layout shift the page reports, from its first paint.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
  });

  test("are drawn before the app's script is asked for, and the app's tiles take their place without a shift", async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto(LIST);
    const names = page.locator(`${PICTURE} .game-tile__name`);
    await expect(names.first()).toHaveText("Mahjong Ways");
    await expect(page.locator(`${PICTURE} .game-tile__vendor`).first()).toHaveText("PG Soft");
    // The first row's images are on screen before the app's script is asked for.
    await expect(page.locator("html")).toHaveAttribute("data-first-row", "drawn");
    expect(await page.locator(`${PICTURE} img`).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect.poll(() => entry.stateAtRequest).toBe("drawn");
    // Nothing on it takes a tap or a screen reader's focus before the app's tiles do.
    await expect(page.getByRole("button", { name: /Mahjong Ways/ })).toHaveCount(0);
    const before = await tileBoxes(page);

    entry.release();
    await expect(page.getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
    await expect(page.locator(PICTURE)).toHaveCount(0);
    expect(await tileBoxes(page)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))).toBe(0);
    // The app's tile answers: a visitor's star leads to log in.
    await page.getByRole("button", { name: "Add Mahjong Ways to My Collection" }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("a failed first page draws nothing: the app's script is asked for at once, and the app shows the failure with its retry", async ({ page }) => {
    await page.route(/\/wps\/relay\/GCSGAME_gameList/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, errorCode: "system.busy", message: "Internal Server Error" }) }),
    );
    const entry = await holdEntry(page);
    await page.goto(LIST);
    await expect.poll(() => entry.stateAtRequest).toBe("none");
    entry.release();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The system is busy, please try again later");
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.locator(PICTURE)).toHaveCount(0);
  });
});
