// Issue 17: home paints before JavaScript runs. The production build's
// index.html holds home's prerendered shell (web/prerender-shell.ts).
import { expect, test } from "@playwright/test";
import { screenshot } from "./helpers/app.ts";

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the header, the banner frame, the category menu and the footer", async ({ page }, testInfo) => {
    await page.goto("/m/home");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Royal Play" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.locator(".app-shell .skeleton").first()).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Home" })).toBeVisible();
    await screenshot(page, testInfo, "home-no-javascript");
  });
});

test.describe("home with JavaScript", () => {
  test("the app takes over from the shell: one header, live content, no shell left", async ({ page }) => {
    await page.goto("/m/home");
    await expect(page.getByRole("region", { name: "Hot games" }).getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
    await expect(page.locator("#app-shell")).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(1);
  });

  test("a route other than home never shows home's shell", async ({ page }) => {
    await page.goto("/m/login");
    await expect(page.locator("#app-shell")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Log in" }).last()).toBeVisible();
  });
});
