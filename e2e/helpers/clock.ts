import type { Page } from "@playwright/test";

/**
 * Pauses the page's installed clock `marginMs` ahead of the page's own now, and returns that time.
 *
 * The target is read from the page while its clock still runs with real time, so on a loaded machine it can
 * pass before `pauseAt` reaches the page: Playwright then throws "Cannot fast-forward to the past" (CI at stop
 * 49, money-once.spec.ts). `pauseAt` pauses before it fast-forwards, so after that error the clock is already
 * paused and the next reading is stable: read again and pause there.
 */
export async function pauseClockSoon(page: Page, marginMs: number): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const target = (await page.evaluate(() => Date.now())) + marginMs;
    try {
      await page.clock.pauseAt(target);
      return target;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/**
 * Takes the page's clock over where it stands (the fixed time every test starts at, e2e/helpers/test.ts, plus
 * what has run since): a page already open keeps its day and hour instead of jumping to today's.
 */
export async function takeOverClock(page: Page): Promise<void> {
  await page.clock.install({ time: await page.evaluate(() => Date.now()) });
}
