// Accessibility check of what a screen shows now (axe-core through
// @axe-core/playwright): fails on a serious or critical violation, and names
// each one with the elements it was found on. Minor and moderate ones are
// printed, not failed, so they stay visible without blocking.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const blocking = new Set(["serious", "critical"]);

/**
 * Waits for every animation or transition that ends to have ended (a spinner or the ticker runs for ever and
 * is not waited for). axe reads colours through opacity: a fresh run found home's hot games sheet, still
 * fading in, with its game tiles' muted text at 3.02:1 where it settles at 5.1:1 (light theme).
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * `exclude`: selectors left out of the audit — only for the mock build's own
 * scenario button (`.mock-fab`, shown with a count once `?mock=` chose
 * scenarios; it never ships with a real backend).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, { exclude = [] }: { exclude?: string[] } = {}): Promise<void> {
  await transitionsDone(page);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const describe = (v: (typeof violations)[number]) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ") + " [" + (n.any[0]?.message ?? "") + "]").join(", ")}`;
  const minor = violations.filter((v) => !blocking.has(v.impact ?? ""));
  if (minor.length) console.log(`axe (${label}): ${minor.length} minor/moderate: ${minor.map(describe).join("; ")}`);
  expect(violations.filter((v) => blocking.has(v.impact ?? "")).map(describe), `axe on ${label}`).toEqual([]);
}
