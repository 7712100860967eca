// Content in the browser against Prism: notices from the home ticker,
// promotions (tabs, detail, Apply), help, the game guides, the sponsor page,
// each with axe, and every hostile HTML example rendered with nothing executed.
// Their empty, unknown and failed states are component tests of each screen.
import { expect, test } from "./helpers/test.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { exposeXssSpy, poke, settled } from "./helpers/hostile.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.describe("notices", () => {
  test("the home ticker opens the notice page with the tapped notice open", async ({ page }, testInfo) => {
    // The ticker stands still for reduced motion, so the tap lands on the notice.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/m/home");
    await page.getByRole("region", { name: "Announcements" }).getByRole("button", { name: "Fa Chai slots are now live" }).first().click();
    await expect(page).toHaveURL(/\/m\/notice\?index=1$/);
    await expect(page).toHaveTitle(/Announcement/);
    const list = page.getByRole("list", { name: "Announcements" });
    const active = list.getByRole("button", { name: /Fa Chai slots are now live/ });
    await expect(active).toHaveAttribute("aria-expanded", "true");
    await expect(active).toBeInViewport();
    await expect(list.getByRole("button", { name: /Scheduled maintenance on 2026-11-25/ })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "You are here" })).toBeVisible();
    await screenshot(page, testInfo, "notice-dark");
    await expectNoSeriousA11yViolations(page, "notice");
  });

});

test.describe("promotions", () => {
  test("switching the category filters the cards, and a card opens its detail with Apply", async ({ page }, testInfo) => {
    await page.goto("/m/activity");
    const tabs = page.getByRole("tablist", { name: "Promotion categories" });
    await expect(tabs.getByRole("tab", { name: "Daily" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: /Daily check-in bonus/ })).toBeVisible();
    await screenshot(page, testInfo, "activity-dark");
    await expectNoSeriousA11yViolations(page, "activity");

    await tabs.getByRole("tab", { name: "VIP" }).click();
    await expect(tabs.getByRole("tab", { name: "VIP" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: /Daily check-in bonus/ })).toHaveCount(0);
    await page.getByRole("link", { name: /VIP birthday bonus/ }).click();

    await expect(page).toHaveURL(/\/m\/activityDetail\?id=5006$/);
    await expect(page.getByRole("heading", { name: "VIP birthday bonus" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply" })).toHaveAttribute("href", "/m/activity/apply?id=5006");
    const crumbs = page.getByRole("navigation", { name: "You are here" });
    await expect(crumbs.getByRole("link", { name: "Promotion" })).toHaveAttribute("href", "/m/activity");
    await screenshot(page, testInfo, "activity-detail-dark");
    await expectNoSeriousA11yViolations(page, "activity detail");
  });

  test("the sponsor page shows its banners and their texts", async ({ page }, testInfo) => {
    // The scenario through the Prefer header (a ?mock= scenario also relabels the scenario panel's tab).
    await page.route("**/wps/relay/CCSFE_getListAnnouncements**", (route) => route.continue({ headers: { ...route.request().headers(), prefer: "example=sponsor" } }));
    await page.goto("/m/sponsor");
    await expect(page.getByRole("heading", { name: "Our sponsorships" })).toBeVisible();
    await expect(page.getByText("Main partner of the Asia Esports Masters 2026")).toBeVisible();
    await screenshot(page, testInfo, "sponsor-dark");
    await expectNoSeriousA11yViolations(page, "sponsor");
  });
});

test.describe("help and game guides", () => {
  test("?i=1 opens the second help topic", async ({ page }, testInfo) => {
    await page.goto("/m/help?i=1");
    await expect(page).toHaveTitle(/Help center/);
    await expect(page.getByRole("tablist", { name: "Help topics" }).getByRole("tab", { name: "Deposit Help" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "How do I make a deposit?" })).toBeVisible();
    await screenshot(page, testInfo, "help-dark");
    await expectNoSeriousA11yViolations(page, "help");
  });

  test("/m/read/live shows the live casino guide with the search control; /m/read/nope goes home", async ({ page }, testInfo) => {
    await page.goto("/m/read/live");
    await expect(page.getByRole("heading", { level: 1, name: "Live casino" })).toBeVisible();
    await expect(page.getByText(/Play baccarat, roulette/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
    await screenshot(page, testInfo, "read-live");
    await expectNoSeriousA11yViolations(page, "read");

    await page.goto("/m/read/nope");
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe("hostile server HTML stays inert", () => {
  test("a hostile promotion runs none of its payloads", async ({ page }, testInfo) => {
    const calls = await exposeXssSpy(page);
    await page.goto("/m/activityDetail?id=5999&mock=getPromotionAnnouncements:hostile");
    await expect(page.getByText("Claim your bonus before midnight!")).toBeVisible();
    await poke(page, ".server-html");
    await settled(page, ".server-html");
    expect(calls).toEqual([]);
    await expect(page.locator(".server-html script, .server-html iframe, .server-html form, .server-html [onclick], .server-html [style]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Partner terms" })).toHaveAttribute("rel", "noopener noreferrer");
    await screenshot(page, testInfo, "activity-hostile");
  });

  test("a hostile notice and hostile help run none of their payloads", async ({ page }) => {
    const calls = await exposeXssSpy(page);
    await page.goto("/m/notice?index=0&mock=getAnnouncements:hostile");
    await expect(page.getByText("Please verify your account within 24 hours.")).toBeVisible();
    await poke(page, ".server-html");
    await settled(page, ".server-html");
    expect(calls).toEqual([]);
    await page.goto("/m/help?mock=getHelpCenter:hostile");
    await expect(page.locator(".server-html").first()).toBeVisible();
    await poke(page, ".server-html");
    await settled(page, ".server-html");
    expect(calls).toEqual([]);
  });
});
