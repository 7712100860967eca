// axe on every screen that exists, as a visitor and as a member: no serious or
// critical violation. New screens add their own check in their feature's spec
// with the same helper (helpers/axe.ts).
import { expect, test } from "@playwright/test";
import { openAsMember } from "./helpers/app.ts";
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

test.describe("accessibility (axe)", () => {
  for (const [path] of visitorScreens) {
    test(`${path} as a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("main, [role=main]").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  for (const path of ["/m/home", "/m/set", "/m/changePsw"]) {
    test(`${path} as a member`, async ({ page }) => {
      await openAsMember(page, path);
      await expect(page.locator("main, [role=main]").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yViolations(page, path);
    });
  }
});
