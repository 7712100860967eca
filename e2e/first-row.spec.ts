// The first rows from the page (web/first-row-starter.ts), on the game list and the promotions page: the page's
// own starter draws them from the list's data before the app's script is fetched, the app's script is fetched once
// they are on screen (web/prerender-shell.ts "after-first-row"), and the app's list then takes their place without a shift.
// Register's welcome banner is drawn the same way, its script not held back for it.
// The picture is hidden from assistive technology on purpose (lib/html-first-row.ts): it is read by its
// attribute, the app's tiles by their role and name.
import { FIRST_ROW_WAIT_MS } from "../web/src/lib/html-first-row.ts";
import { expect, test, type Page } from "./helpers/test.ts";

const LIST = "/m/gameList?gameType=RNG";
const PICTURE = "[data-html-first-row]";

/**
 * Holds the app's entry script until released. `atRequest` is what the page knew when the browser asked for it:
 * the first row's state, and how long after the page's first paint.
 */
async function holdEntry(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { atRequest: null as { state: string | null; sincePaint: number } | null, release };
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    held.atRequest = await page.evaluate(() => ({
      state: document.documentElement.getAttribute("data-first-row"),
      // On the page's own clock (helpers/test.ts installs it), the one the loader's wait runs on.
      sincePaint: performance.now() - ((window as unknown as { paintedAt?: number }).paintedAt ?? Number.POSITIVE_INFINITY),
    }));
    await released;
    await route.continue();
  });
  return held;
}

/**
 * The loader's promise: the app's script is asked for once the row is drawn, or, the row still pending (a machine so
 * busy its images and frames came late), no sooner than FIRST_ROW_WAIT_MS after the first paint.
 */
async function expectEntryAfterRow(entry: Awaited<ReturnType<typeof holdEntry>>) {
  await expect.poll(() => entry.atRequest).not.toBeNull();
  const { state, sincePaint } = entry.atRequest ?? { state: null, sincePaint: 0 };
  if (state !== "drawn") {
    expect(state).toBe("pending");
    expect(sincePaint).toBeGreaterThanOrEqual(FIRST_ROW_WAIT_MS);
  }
}

/** The first `count` boxes of `selector` (the page's picture's, or the app's in #root). */
function boxes(page: Page, selector: string, count: number) {
  return page.evaluate(
    ([selector, count]) =>
      Array.from(document.querySelectorAll(selector))
        .slice(0, count)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return [box.x, box.y, box.width, box.height].map(Math.round);
        }),
    [selector, count] as const,
  );
}

/** What moved in the list in the layout shifts the page reported since it started (the init script's observer). */
const movedInList = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: { moved: string[] }[] }).shifts.flatMap((shift) => shift.moved).filter((moved) => moved.endsWith("in the list")),
  );

test.describe("the first rows from the page", () => {
  test.beforeEach(async ({ page, context }) => {
    // The mock and the preview serve these pages once before the test: the first answers of a cold mock can come
    // after FIRST_ROW_WAIT_MS, the loader then rightly starts the app and no row is drawn (1 to 2 runs in 6 of this
    // spec alone, its first test on each worker). What is tested here is the row, not a cold mock's latency.
    const warm = await context.newPage();
    await warm.goto(LIST);
    await warm.getByRole("button", { name: "Mahjong Ways, PG Soft" }).waitFor();
    await warm.goto("/m/activity");
    await warm.getByRole("link", { name: /Daily check-in bonus/ }).waitFor();
    await warm.close();
    // When the page's first paint was reported, on the page's clock (performance.now(), which the test's clock sets).
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-paint").length === 0) return;
        (window as unknown as { paintedAt: number }).paintedAt = performance.now();
        observer.disconnect();
      }).observe({ type: "paint", buffered: true });
    });
    // Every layout shift the page reports, from its first paint, with the elements that moved (their classes).
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
          const moved = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.className} in ${source.node.closest(".game-list__games, .promotion-list") ? "the list" : "the frame"}` : "?"));
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
  });

  test("the game list's are drawn before the app's script is asked for, and the app's tiles take their place without a shift", async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto(LIST);
    const names = page.locator(`${PICTURE} .game-tile__name`);
    await expect(names.first()).toHaveText("Mahjong Ways");
    await expect(page.locator(`${PICTURE} .game-tile__vendor`).first()).toHaveText("PG Soft");
    // The first row's images are on screen before the app's script is asked for.
    await expect(page.locator("html")).toHaveAttribute("data-first-row", "drawn");
    expect(await page.locator(`${PICTURE} img`).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectEntryAfterRow(entry);
    // Nothing on it takes a tap or a screen reader's focus before the app's tiles do.
    await expect(page.getByRole("button", { name: /Mahjong Ways/ })).toHaveCount(0);
    const before = await boxes(page, `${PICTURE} .game-tile`, 4);

    entry.release();
    await expect(page.getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
    await expect(page.locator(PICTURE)).toHaveCount(0);
    expect(await boxes(page, "#root .game-tile", 4)).toEqual(before);
    expect(await movedInList(page)).toEqual([]);
    // The app's tile answers: a visitor's star leads to log in.
    await page.getByRole("button", { name: "Add Mahjong Ways to My Collection" }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("the promotions page's first cards are drawn before the app's script is asked for, and the app's cards take their place", async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto("/m/activity");
    await expect(page.locator(`${PICTURE} .promotion-card__title`).first()).toHaveText("Daily check-in bonus");
    await expect(page.locator("html")).toHaveAttribute("data-first-row", "drawn");
    expect(await page.locator(`${PICTURE} img`).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectEntryAfterRow(entry);
    await expect(page.getByRole("link", { name: /Daily check-in bonus/ })).toHaveCount(0);
    const before = await boxes(page, `${PICTURE} .promotion-card`, 2);

    entry.release();
    const card = page.getByRole("link", { name: /Daily check-in bonus/ });
    await expect(card).toContainText("Long term");
    await expect(page.locator(PICTURE)).toHaveCount(0);
    expect(await boxes(page, "#root .promotion-card", 2)).toEqual(before);
    expect(await movedInList(page)).toEqual([]);
    await card.click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=5001$/);
  });

  // Register draws its welcome banner from the page too, without holding the form's script back for it (FIRST_ROW_HOLDS_ENTRY).
  test("register's welcome banner is drawn from the page while the app's script is still on its way, and the app's banner takes its box", async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto("/m/register");
    await expect.poll(() => entry.atRequest).not.toBeNull();
    await expect(page.locator("html")).toHaveAttribute("data-first-row", "drawn");
    const drawn = page.locator(`${PICTURE} img.account__banner`);
    expect(await drawn.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await boxes(page, `${PICTURE} img`, 1)).toEqual(await boxes(page, "#root .account__banner--pending", 1));
    const before = await boxes(page, `${PICTURE} img`, 1);

    entry.release();
    await expect(page.getByRole("img", { name: "Welcome bonus ￥888" })).toBeVisible();
    await expect(page.locator(PICTURE)).toHaveCount(0);
    expect(await boxes(page, "#root img.account__banner", 1)).toEqual(before);
    await expect(page.getByLabel("Username")).toBeVisible();
  });

  test("a failed first page draws nothing: the app's script is asked for at once, and the app shows the failure with its retry", async ({ page }) => {
    await page.route(/\/wps\/relay\/GCSGAME_gameList/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, errorCode: "system.busy", message: "Internal Server Error" }) }),
    );
    const entry = await holdEntry(page);
    await page.goto(LIST);
    await expect.poll(() => entry.atRequest?.state).toBe("none");
    entry.release();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The system is busy, please try again later");
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.locator(PICTURE)).toHaveCount(0);
  });
});
