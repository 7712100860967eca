// Spec §9 on a phone: touch press timings (lib/press.ts: 130 ms press delay,
// 100 ms press-out, 20 px retention) on the game tiles, and lazy images
// (near-viewport.ts: 100 px, native loading="lazy"). The page clock is paused
// so every step is a state, not a race.
import { expect, test, type Locator, type Page } from "./helpers/test.ts";
import { pauseClockSoon, takeOverClock } from "./helpers/clock.ts";
import { routeGamePages } from "./helpers/games.ts";

async function touch(tile: Locator, type: "pointerdown" | "pointermove" | "pointerup" | "pointercancel", dy = 0) {
  const box = await tile.boundingBox();
  if (!box) throw new Error("the tile is not on the page");
  await tile.dispatchEvent(type, { pointerType: "touch", isPrimary: true, pointerId: 7, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 + dy, bubbles: true });
}

async function openGameList(page: Page): Promise<void> {
  await routeGamePages(page, 1);
  await page.goto("/m/gameList?gameType=RNG");
  await expect(page.getByRole("button", { name: "Lucky Game 1, PG Soft" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
}

test.describe("touch press timings (spec §9)", () => {
  test("a game tile shows its press 130 ms into a resting touch and drops it 100 ms after release; a scroll never presses it", async ({ page }) => {
    await openGameList(page);
    // The page's clock, taken over once the list is in (a loading list keeps its real timers).
    await takeOverClock(page);
    const tile = page.getByRole("button", { name: "Lucky Game 1, PG Soft" });
    await pauseClockSoon(page, 1_000);

    await touch(tile, "pointerdown");
    await page.clock.runFor(129);
    await expect(tile).not.toHaveAttribute("data-pressed");
    await page.clock.runFor(1);
    await expect(tile).toHaveAttribute("data-pressed", "");
    await touch(tile, "pointerup");
    await page.clock.runFor(99);
    await expect(tile).toHaveAttribute("data-pressed", "");
    await page.clock.runFor(1);
    await expect(tile).not.toHaveAttribute("data-pressed");

    // A finger that lands on the tile and moves 40 px is scrolling: no press, ever.
    await touch(tile, "pointerdown");
    await page.clock.runFor(60);
    await touch(tile, "pointermove", 40);
    await touch(tile, "pointercancel", 40);
    await page.clock.runFor(1_000);
    await expect(tile).not.toHaveAttribute("data-pressed");
  });
});

test.describe("lazy images (spec §9)", () => {
  test("game images near the screen load, those further than 100 px below wait until scrolled near; the first row is asked for at once, the rest natively lazy too", async ({ page }) => {
    await openGameList(page);
    const images = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>("img.game-tile__image"), (img) => {
          const box = img.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, loaded: img.hasAttribute("src"), lazy: img.loading, priority: img.fetchPriority, sized: img.width > 0 && img.height > 0, below: box.top - window.innerHeight };
        }),
      );
    // Every image on screen has its source; each is sized before it arrives.
    await expect.poll(async () => (await images()).filter((image) => image.bottom > 0 && image.below < 0).every((image) => image.loaded)).toBe(true);
    const first = await images();
    expect(first.every((image) => image.sized)).toBe(true);
    // The first row (the page's largest paint) is eager and high priority; every later tile is lazy for the browser too.
    const firstRowTop = Math.min(...first.map((image) => image.top));
    const [firstRow, rest] = [first.filter((image) => image.top === firstRowTop), first.filter((image) => image.top !== firstRowTop)];
    expect(firstRow.length).toBeGreaterThan(0);
    expect(firstRow.every((image) => image.lazy === "eager" && image.priority === "high")).toBe(true);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((image) => image.lazy === "lazy" && image.priority !== "high")).toBe(true);
    const far = first.filter((image) => image.below > 100 + 50);
    expect(far.length).toBeGreaterThan(0);
    expect(far.every((image) => !image.loaded)).toBe(true);

    // Scrolled down, the images that come near load.
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await images()).filter((image) => image.bottom > 0 && image.below < 0).every((image) => image.loaded)).toBe(true);
  });
});
