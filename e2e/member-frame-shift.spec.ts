// Issue 47: a member's page is hydrated by its screen, so React keeps the server's elements and every
// change of their boxes once the answers come is a layout shift the member sees (the draw-over overlay used
// to hide them). The member centre's and deposit's first render reserves the boxes the answered screen takes:
// nothing below the VIP progress or the shortcuts moves when they answer. Measured as the browser does for
// CLS: the `layout-shift` entries of the whole load, those after an input excluded.
import { expect, test, type Page } from "./helpers/test.ts";
import { holdEntry, openAsMember } from "./helpers/app.ts";
import { screenshot } from "./helpers/screenshot.ts";

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page from its first paint (a buffered observer, set before any script of the app). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? "?");
      const className = typeof node.className === "string" ? node.className.split(" ")[0] : "";
      return `${node.tagName.toLowerCase()}${className ? `.${className}` : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        const rect = (box: DOMRectReadOnly) => `${Math.round(box.y)}+${Math.round(box.height)}`;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => `${describe(source.node)} ${rect(source.previousRect)}→${rect(source.currentRect)}`),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const recordedShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

/** The sum of the shifts (the load is one session window: well under 5 s). */
const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

for (const viewport of [null, { width: 320, height: 700 }]) {
  test.describe(viewport ? "at 320 px" : "at the phone's size", () => {
    if (viewport) test.use({ viewport });
    const size = viewport ? "-320" : "";
    for (const { path, shot, answered } of [
      { path: "/m/member/home", shot: "member-centre", answered: (page: Page) => page.getByRole("progressbar").first() },
      { path: "/m/voucherCenter", shot: "deposit", answered: (page: Page) => page.getByRole("button", { name: "Deposit now" }) },
    ]) {
      test(`${path} as a member: nothing moves while the page loads (layout shifts ≤ 0.01)`, async ({ page }, testInfo) => {
        await recordShifts(page);
        const release = await holdEntry(page, path);
        await openAsMember(page, path);
        await screenshot(page, testInfo, `${shot}-first-paint${size}`);
        release();
        await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
        await expect(page.getByRole("status", { name: "Balance" })).toHaveText(/\d/);
        await expect(answered(page)).toBeVisible();
        await page.waitForLoadState("networkidle");
        // Two frames after the last answer: a shift is reported after the frame that painted it.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await screenshot(page, testInfo, `${shot}-loaded${size}`);
        const shifts = await recordedShifts(page);
        expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
      });
    }
  });
}
