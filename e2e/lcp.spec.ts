// Issue 33: home's largest contentful paint is never the notice ticker. Its titles
// come with the announcements answer, which can be seconds after the first frame;
// in 4 of 15 Lighthouse runs the ticker's first title became the page's LCP at
// 3.7–11.3 s, the banner's frame not counted in them. The ticker's track arrives
// under a compositor opacity fade (notice-marquee.css), and Chromium takes no text
// first painted under it as a candidate. Read with a PerformanceObserver for
// largest-contentful-paint after 10 s on the page (the page's clock, not a sleep).
import { expect, test, type Page } from "@playwright/test";
import { openAsMember } from "./helpers/app.ts";

interface LcpEntry {
  size: number;
  /** The element's class when the entry came (a removed element reads null later). */
  element: string | null;
  inTicker: boolean;
}

/** Every largest-contentful-paint entry of the page, kept as it comes (before the app's first script). */
async function recordLcp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entries: LcpEntry[] = [];
    (window as unknown as { lcpEntries: LcpEntry[] }).lcpEntries = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
        entries.push({ size: entry.size, element: entry.element?.className ?? null, inTicker: entry.element?.closest(".notice-marquee") != null });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/**
 * Stands in for the runs where the banner's frame was not counted: the page as served, with the banner
 * hidden (not painted, so no candidate). The header's heading is then the largest thing of the first frame,
 * and smaller than the ticker's first title: a title taken as a candidate would be the next entry.
 */
async function withoutBannerPaint(page: Page): Promise<void> {
  await page.route(/\/m\/home$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("</head>", "<style>.banner-carousel{visibility:hidden}</style></head>");
    await route.fulfill({ response, body });
  });
}

/** Ten seconds on the page once the ticker is drawn (the slider's load, its turns), then every entry so far. */
async function lcpAfterTenSeconds(page: Page): Promise<LcpEntry[]> {
  // The announcements answer, from a mock on a shared machine, can take a while.
  await expect(page.locator(".notice-marquee__item").first()).toBeVisible({ timeout: 20_000 });
  await page.clock.runFor(10_000);
  // Two frames after: entries of the paints so far are delivered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const entries = await page.evaluate(() => (window as unknown as { lcpEntries: LcpEntry[] }).lcpEntries);
  expect(entries.length).toBeGreaterThan(0);
  return entries;
}

const visitor = async (page: Page) => {
  await page.goto("/m/home");
};
const member = async (page: Page) => {
  await openAsMember(page, "/m/home");
};

for (const [who, open] of [
  ["a visitor", visitor],
  ["a member", member],
] as const) {
  test.describe(`home's largest contentful paint, as ${who}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install();
      await recordLcp(page);
    });

    test("is the banner, never the ticker, after 10 s on the page", async ({ page }) => {
      await open(page);
      const entries = await lcpAfterTenSeconds(page);
      expect(entries.filter((entry) => entry.inTicker)).toEqual([]);
      expect(entries.at(-1)?.element).toContain("banner-carousel__track");
    });

    test.describe("when the banner is not counted", () => {
      test.use({ bypassCSP: true });

      test("is never the ticker's title, larger than the heading of the first frame", async ({ page }) => {
        await withoutBannerPaint(page);
        await open(page);
        const entries = await lcpAfterTenSeconds(page);
        expect(entries.filter((entry) => entry.inTicker)).toEqual([]);
        // The heading (the header's brand) first; then the game area's tiles, drawn after the ticker, may take over.
        expect(entries[0]?.element).toBe("brand");
      });
    });
  });
}
