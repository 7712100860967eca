// The app shell in the browser against Prism: redirects, language, theme
// (before first paint). Role gates are component tests (app/routes/route-guard.test.tsx,
// each gated screen's own).
import { expect, test } from "./helpers/test.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.describe("shell", () => {
  test("/ and unknown paths show home; the visitor sees login, sign-up and the guest footer", async ({ page }, testInfo) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto("/m/does-not-exist");
    await expect(page).toHaveURL(/\/m\/home$/);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign up" })).toBeVisible();
    const footer = page.getByRole("navigation", { name: "Main menu" });
    await expect(footer.getByRole("link")).toHaveText(["Home", "Promotion", "Sponsor", "Messages", "Member Center"]);
    await screenshot(page, testInfo, "home-visitor-dark");
  });

  test("switching to CN changes the visible texts and <html lang>, and survives a reload", async ({ page }, testInfo) => {
    await page.goto("/m/home");
    // Home's prerendered frame draws the same header before the app runs; its buttons answer once the app has hydrated it.
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await page.getByRole("button", { name: "Language and theme" }).click();
    await page.getByRole("radio", { name: "中文" }).check();
    await expect(page.locator("html")).toHaveAttribute("lang", "cn");
    await page.getByRole("button", { name: "关闭" }).click();
    const footer = page.getByRole("navigation", { name: "主菜单" });
    await expect(footer.getByRole("link")).toHaveText(["首页", "优惠", "赞助", "消息", "会员中心"]);
    await expect(page.getByRole("banner").getByRole("link", { name: "登录" })).toBeVisible();
    await expect(page).toHaveTitle("首页");
    await screenshot(page, testInfo, "home-visitor-cn");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "cn");
    await expect(page.getByRole("navigation", { name: "主菜单" }).getByRole("link", { name: "首页" })).toBeVisible();
  });

  test("the theme choice survives a reload and is applied before first paint", async ({ page }, testInfo) => {
    await page.goto("/m/home");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await page.getByRole("button", { name: "Language and theme" }).click();
    await page.getByRole("radio", { name: "Light" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await screenshot(page, testInfo, "preferences-light");

    await page.reload({ waitUntil: "commit" });
    // The inline script in index.html runs before the app: the theme is there before any paint.
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    // The stylesheet may still be on its way at "commit" (a loaded machine shows this): the light colours once it applies.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.getElementById("root") ?? document.body).backgroundColor))
      .toBe("rgb(243, 244, 250)");
    await page.getByRole("button", { name: "Language and theme" }).click();
    await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();
  });

});
