// axe on every screen that exists, as a visitor and as a member: no serious or
// critical violation. New screens add their own check in their feature's spec
// with the same helper (helpers/axe.ts).
import { expect, test, type Page } from "@playwright/test";
import { openAsMember, screenLoaded } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";

const visitorScreens: [path: string, heading: RegExp | string][] = [
  ["/m/home", /./],
  ["/m/login", /./],
  ["/m/register", /./],
  ["/m/forget", /./],
  ["/m/trail", /./],
  ["/m/lottery", /./],
  ["/m/slot-games", /./],
  ["/m/gameList?gameType=RNG", /./],
];

/** Home's banner slider takes over 2.5 s after the first banner (SLIDER_LOAD_DELAY_MS): check the page as it then stays, not a race with it. */
async function settled(page: Page, path: string): Promise<void> {
  if (path === "/m/home") await expect(page.getByRole("button", { name: /Show banner/ }).first()).toBeVisible();
}

test.describe("accessibility (axe)", () => {
  for (const [path] of visitorScreens) {
    test(`${path} as a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("main, [role=main]").first()).toBeVisible();
      await screenLoaded(page);
      await settled(page, path);
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  for (const path of ["/m/home", "/m/set", "/m/changePsw"]) {
    test(`${path} as a member`, async ({ page }) => {
      await openAsMember(page, path);
      await expect(page.locator("main, [role=main]").first()).toBeVisible();
      await screenLoaded(page);
      await settled(page, path);
      await expectNoSeriousA11yViolations(page, path);
    });
  }
});
