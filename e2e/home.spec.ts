// Home in the browser against Prism: banners (the slider), ticker,
// category menu, a VASSALAGE vendor opening its game list and back, and the
// install guide an iPhone gets (tagged @iphone) that an Android phone does not.
import { expect, test } from "./helpers/test.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.describe("home", () => {
  test("shows the banners, the notice ticker and the category menu", async ({ page }, testInfo) => {
    await page.goto("/m/home");
    const carousel = page.getByRole("region", { name: "Featured promotions" });
    await expect(carousel.getByRole("img", { name: "Welcome bonus ￥888" })).toBeVisible();
    // Several banners: the slider takes over and shows dot pagination.
    await expect(carousel.getByRole("button", { name: /Show banner/ })).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Announcements" }).getByRole("button", { name: "Scheduled maintenance on 2026-11-25" }).first()).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Game categories" });
    await expect(menu.getByRole("button")).toHaveText(["Hot", "Slots", "Live", "Sports", "E-sports", "Fishing", "Poker", "Lottery", "E-lottery", "Promos"]);
    await expect(menu.getByRole("button", { name: "Hot" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("region", { name: "Hot games" }).getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
    await screenshot(page, testInfo, "games-home-dark");
  });

  test("tapping a category with a VASSALAGE vendor opens that vendor's game list", async ({ page }, testInfo) => {
    await page.goto("/m/home");
    await page.getByRole("navigation", { name: "Game categories" }).getByRole("button", { name: "Slots" }).click();
    const providers = page.getByRole("region", { name: "Slots providers" });
    await expect(providers.getByRole("button", { name: "Spadegaming" })).toHaveAttribute("aria-disabled", "true");
    await screenshot(page, testInfo, "games-home-slots-dark");
    await providers.getByRole("button", { name: "PG Soft" }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=PG$/);
    await expect(page.getByRole("button", { name: "Choose a provider" }).getByRole("img", { name: "PG Soft" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mahjong Ways", exact: true })).toBeVisible();

    // Back goes home with the list's category selected.
    await page.getByRole("button", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole("navigation", { name: "Game categories" }).getByRole("button", { name: "Slots" })).toHaveAttribute("aria-current", "true");
  });

  // @iphone: the iOS install guide shows only to an iPhone's browser (run by the iPhone profile alone).
  test("on an iPhone, back from the profile download: the 'go to settings' message, then the settings address", { tag: "@iphone" }, async ({ page, context }) => {
    // The profile itself is the merchant's file on another host: answer it here, offline.
    await context.route("https://dl.platform.test/**", (route) => route.fulfill({ status: 200, contentType: "application/x-apple-aspen-config", body: "profile" }));
    await page.goto("/m/home");
    const guide = page.getByRole("complementary", { name: "Install the app" });
    await guide.getByRole("link", { name: "Install profile" }).click();

    const settings = page.waitForRequest((request) => new URL(request.url()).pathname === "/m/embedded.mobileprovision", { timeout: 15_000 });
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("status")).toHaveText("Open Settings > General > VPN & Device Management to install the profile.");
    await settings;
  });

  // The Pixel 7 profile only: the iPhone profile runs the tagged tests alone.
  test("on an Android phone there is no profile guide", async ({ page }) => {
    await page.goto("/m/home");
    await expect(page.getByRole("region", { name: "Hot games" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Install the app" })).toHaveCount(0);
  });
});
