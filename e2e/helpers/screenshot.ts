// Phone-size pictures of a screen, for a person to look at (nothing compares
// them): taken only when asked, `SCREENSHOTS=1 npx playwright test …`, into
// test-results/screens/<project>/<name>.png. A failed test gets Playwright's
// own picture either way (`screenshot: "only-on-failure"` in the config).
import type { Page, TestInfo } from "@playwright/test";

const SCREENSHOTS = process.env.SCREENSHOTS === "1";

/**
 * Saves the viewport (or the whole page) once what it shows has settled: the web fonts loaded, every
 * image on screen decoded or failed. Transitions and animations (the route fade, a toast's entry) are
 * finished by Playwright's `animations: "disabled"`, so nothing waits for them to play.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.waitForFunction(
    () => {
      if (document.fonts.status !== "loaded") return false;
      const onScreen = (img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      };
      // A lazy image off screen never loads: only those the picture holds count.
      return Array.from(document.images).every((img) => !onScreen(img) || img.complete);
    },
    undefined,
    { polling: 100 },
  );
  const file = new URL(`../../test-results/screens/${testInfo.project.name}/${name}.png`, import.meta.url);
  await page.screenshot({ path: file.pathname, fullPage, animations: "disabled" });
}
