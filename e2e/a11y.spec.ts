// axe on every screen that exists, in both themes: no serious or critical violation. Every route of the
// app's route table (web/src/app/routes/route-table.ts), each as the least role that may open it (a
// visitor, a member, an agent), a member's home and the sheets a member opens on home and the game list.
// The light theme's gold text was 3.0–3.65:1 where axe only ever looked at the dark
// theme. A new route is checked by being in the table; a new sheet or dialog adds its check in its
// feature's spec with the same helper (helpers/axe.ts).
import { expect, test, type Page } from "./helpers/test.ts";
import { agentSession, memberSession, openAsMember, screenLoaded, type SeededSession } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { screens, type Who } from "./helpers/routes.ts";
import { screenshot } from "./helpers/screenshot.ts";

type Theme = "dark" | "light";

const sessions: Record<Exclude<Who, "visitor">, SeededSession> = { member: memberSession, agent: agentSession };

/** Opens `path` in `theme` (kept on the device as the settings' switch keeps it, read before first paint) as `who`. */
async function open(page: Page, path: string, who: Who, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
  if (who === "visitor") await page.goto(path);
  else await openAsMember(page, path, sessions[who]);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  await expect(page.locator("main, [role=main]").first()).toBeVisible();
  await screenLoaded(page);
  await settled(page, path);
}

/** Home's banner slider takes over 2.5 s after the first banner (SLIDER_LOAD_DELAY_MS): check the page as it then stays, not a race with it. */
async function settled(page: Page, path: string): Promise<void> {
  if (path === "/m/home") await expect(page.getByRole("button", { name: /Show banner/ }).first()).toBeVisible();
}

const shotName = (path: string) => path.replace(/^\/m\/?/, "").replace(/[/?=:]/g, "-") || "root";

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility (axe), ${theme} theme`, () => {
    for (const { who, address } of screens) {
      test(`${address} as a ${who}`, async ({ page }, testInfo) => {
        await open(page, address, who, theme);
        await screenshot(page, testInfo, `a11y-${theme}-${shotName(address)}`);
        await expectNoSeriousA11yViolations(page, `${address} (${theme})`);
      });
    }

    test("a member's home, its hot games sheet and the game list's provider filter", async ({ page }, testInfo) => {
      await open(page, "/m/home", "member", theme);
      await expectNoSeriousA11yViolations(page, `a member's home (${theme})`);
      await page.getByRole("button", { name: "All hot games" }).click();
      await expect(page.getByRole("dialog", { name: "All hot games" })).toBeVisible();
      await screenshot(page, testInfo, `a11y-${theme}-hot-sheet`);
      await expectNoSeriousA11yViolations(page, `home's hot games sheet (${theme})`);
      await page.goto("/m/gameList?gameType=RNG");
      await screenLoaded(page);
      await page.getByRole("button", { name: /Choose a provider/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await screenshot(page, testInfo, `a11y-${theme}-provider-filter`);
      await expectNoSeriousA11yViolations(page, `the game list's provider filter (${theme})`);
    });
  });
}
