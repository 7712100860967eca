import type { Page } from "@playwright/test";

/**
 * Records the text of every toast the page shows from now on (ui/toast/toast-host.tsx: a status or an alert in the
 * toast layer), and returns a reader of what it recorded. A success toast stays 1.5 s (TOAST_SUCCESS); a test that
 * polls for it after another wait can miss it on a loaded machine (CI, sandbox promos.spec.ts): this one sees it
 * whenever it came.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = seen;
    const note = () => {
      for (const toast of Array.from(document.querySelectorAll(".toast-layer [role=status], .toast-layer [role=alert]"))) {
        const text = toast.textContent?.trim() ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}
