// Server HTML that attacks (the contract's hostile examples) must stay inert:
// a spy any payload would call, a poke at every element, and a wait for the
// moment by which a payload that runs later would have run.
import { expect, type Page } from "@playwright/test";

/** A spy the hostile HTML calls if any payload runs: window.xssSpy(label). Returns the calls so far. */
export async function exposeXssSpy(page: Page): Promise<string[]> {
  const calls: string[] = [];
  await page.exposeFunction("xssSpy", (label: string) => calls.push(String(label)));
  return calls;
}

/** Tap, hover and move over every element of the sanitised HTML: no handler may be left to run. */
export async function poke(page: Page, selector: string): Promise<void> {
  const elements = page.locator(`${selector} *`);
  const count = await elements.count();
  for (let index = 0; index < count; index++) {
    await elements.nth(index).dispatchEvent("click").catch(() => undefined);
    await elements.nth(index).dispatchEvent("mouseover").catch(() => undefined);
  }
}

/**
 * Waits until a payload that waits for something would have run: every image of the HTML loaded or
 * failed (an `onerror` fires then), the document loaded, then two frames drawn after that (the tasks
 * the load queued have run). A state, not a pause: on a slow machine it takes as long as it needs.
 */
export async function settled(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.locator(selector).evaluateAll((roots) => document.readyState === "complete" && roots.every((root) => Array.from(root.querySelectorAll("img")).every((img) => img.complete))))
    .toBe(true);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
