// The account screens on a phone against Prism (issue 7): login, captcha,
// registration, forgot and change password, and that a password never
// leaves the browser in clear.
import { expect, test } from "@playwright/test";
import { openAsMember } from "./helpers/app.ts";
import { accountScreenshot, MEMBER, requestsTo, submitLogin, useTheme } from "./helpers/account.ts";

test.describe("login", () => {
  test("logging in with a username goes home as the member", async ({ page }, testInfo) => {
    await page.goto("/m/login");
    await expect(page).toHaveTitle("Log in");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await accountScreenshot(page, testInfo, "login-dark");
    await submitLogin(page);

    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole("status", { name: "Balance" })).toHaveText("￥12,580.50");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeHidden();
    const session = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("MC_SESSION_INFO"))) ?? "{}");
    expect(session).toMatchObject({ userName: "player_one", type: 0 });
    // Home is another issue's screen; the member's name shows in settings.
    await page.goto("/m/set");
    await expect(page.getByText("player_one")).toBeVisible();
  });

  test("the login request carries the password nowhere in clear", async ({ page }) => {
    await page.goto("/m/login");
    const loginRequest = page.waitForRequest((request) => new URL(request.url()).pathname === "/wps/session/login");
    await submitLogin(page);
    const request = await loginRequest;
    const headers = await request.allHeaders();
    expect(request.url()).not.toContain(MEMBER.password);
    expect(Object.entries(headers).join("\n")).not.toContain(MEMBER.password);
    expect(request.postData() ?? "").not.toContain(MEMBER.password);
    expect(request.postData() ?? "").not.toContain(MEMBER.username);
    expect(JSON.parse(request.postData() ?? "{}")).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
    expect(headers["encryption"]).toMatch(/^[0-9a-f]+$/);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("a failed login that asks for a captcha shows it and keeps the typed username", async ({ page }, testInfo) => {
    await page.goto("/m/login?mock=login:captchaRequired");
    await submitLogin(page, "player_one", "wrong-password");

    await expect(page.getByRole("alert")).toHaveText("Incorrect username or password");
    await expect(page.getByRole("textbox", { name: "Captcha", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Captcha image, tap for a new one" }).locator("img")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue("player_one");
    await expect(page).toHaveURL(/\/m\/login$/);
    await accountScreenshot(page, testInfo, "login-captcha-dark");

    await useTheme(page, "light");
    await accountScreenshot(page, testInfo, "login-light");
  });
});

test("the account screens follow a switch to Chinese, <html lang> included", async ({ page }, testInfo) => {
  await page.goto("/m/login");
  // Login's prerendered page (issue 17) draws the same top before the app runs; its globe answers once the app is up.
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  await page.getByRole("button", { name: "Language and theme" }).click();
  await page.getByRole("radio", { name: "中文" }).check();
  await page.getByRole("button", { name: "关闭" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "cn");
  await expect(page.getByRole("heading", { level: 1, name: "欢迎回来" })).toBeVisible();
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("请输入密码")).toBeVisible();
  await accountScreenshot(page, testInfo, "login-cn-dark");
});

test.describe("register", () => {
  test("mismatched passwords show 'Two passwords do not match' under the confirmation", async ({ page }, testInfo) => {
    await page.goto("/m/register");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expect(page.getByLabel("Username")).toBeVisible();
    await accountScreenshot(page, testInfo, "register-dark");

    await page.getByLabel("Username").fill("lucky_star88");
    await page.getByLabel("Password", { exact: true }).fill("Sunrise2025");
    await page.getByLabel("Confirm password").fill("Sunrise2024");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();

    const confirm = page.getByLabel("Confirm password");
    await expect(confirm).toHaveAccessibleDescription("Two passwords do not match");
    await expect(page.getByText("Two passwords do not match")).toBeVisible();
    await accountScreenshot(page, testInfo, "register-errors-dark");

    await useTheme(page, "light");
    await expect(page.getByLabel("Username")).toBeVisible();
    await accountScreenshot(page, testInfo, "register-light");
  });
});

test.describe("forgot password", () => {
  test("a bad email shows 'email incorrect'", async ({ page }, testInfo) => {
    const sent = requestsTo(page, "/wps/member/password/email");
    await page.goto("/m/forget");
    await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toBeVisible();
    await accountScreenshot(page, testInfo, "forget-phone-dark");

    await page.getByRole("tab", { name: "By email" }).click();
    await page.getByLabel("Username").fill("player_one");
    await page.getByLabel("Email").fill("player.one@mail");
    await page.getByRole("button", { name: "Retrieve password" }).click();
    await expect(page.getByText("email incorrect")).toBeVisible();
    expect(sent).toHaveLength(0);
    await accountScreenshot(page, testInfo, "forget-email-dark");

    await useTheme(page, "light");
    await expect(page.getByLabel("Mobile number")).toBeVisible();
    await accountScreenshot(page, testInfo, "forget-light");
  });
});

test.describe("change password", () => {
  test("new = old shows the prompt and sends no request", async ({ page }, testInfo) => {
    const changes = requestsTo(page, "/wps/member/password");
    await page.goto("/m/login?mock=login:firstTimeLogin");
    await submitLogin(page, "new_member", "Sunrise2025");

    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page).toHaveTitle("First password");
    await expect(page.getByRole("heading", { level: 1, name: "Please change your password" })).toBeVisible();
    await expect(page.getByText("first login or expired")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue("new_member");
    // The login's password is held (in memory, issue 21), so the old-password field is hidden.
    await expect(page.getByLabel("Current password")).toHaveCount(0);
    await accountScreenshot(page, testInfo, "change-password-dark");

    await page.getByLabel("New password", { exact: true }).fill("Sunrise2025");
    await page.getByLabel("Confirm new password").fill("Sunrise2025");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toHaveText("New and old password cannot be the same");
    await accountScreenshot(page, testInfo, "change-password-prompt-dark");
    expect(changes).toHaveLength(0);
  });

  test("the change-password screen in the light theme asks for the old password when none is held", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/changePsw");
    await useTheme(page, "light");
    await expect(page.getByLabel("Current password")).toBeVisible();
    await accountScreenshot(page, testInfo, "change-password-light");
  });
});
