// The account screens in the browser against Prism: a login that
// goes home as the member, its request with the password nowhere in clear, and
// a first login's change of password with the login's password held. The
// forms' rules (captcha, mismatched passwords, a bad email, the old password
// asked for) are component tests of each screen; axe runs on them in a11y.spec.ts.
import { expect, test } from "./helpers/test.ts";
import { MEMBER, requestsTo, submitLogin } from "./helpers/account.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.describe("login", () => {
  test("logging in with a username goes home as the member", async ({ page }, testInfo) => {
    await page.goto("/m/login");
    await expect(page).toHaveTitle("Log in");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await screenshot(page, testInfo, "account-login-dark", { fullPage: true });
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
    // The login's password is held (in memory), so the old-password field is hidden.
    await expect(page.getByLabel("Current password")).toHaveCount(0);
    await screenshot(page, testInfo, "account-change-password-dark", { fullPage: true });

    await page.getByLabel("New password", { exact: true }).fill("Sunrise2025");
    await page.getByLabel("Confirm new password").fill("Sunrise2025");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toHaveText("New and old password cannot be the same");
    await screenshot(page, testInfo, "account-change-password-prompt-dark", { fullPage: true });
    expect(changes).toHaveLength(0);
  });

});
