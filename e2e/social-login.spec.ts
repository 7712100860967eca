// Social login with the switches on (issue 20), against Prism on a phone:
// FACEBOOKLOGIN3 and GOOGLELOGIN3 on with the merchant's app ids, the buttons
// show, the mock build's fake provider (social/fake-sign-in.ts, the same
// boundary the component tests replace) completes the redirect round trip,
// and the platform's social login starts the session. A cancelled provider
// flow (`?mock=socialSignIn:cancelled`) returns to the form with a message.
import { expect, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { screenshot } from "./helpers/screenshot.ts";

const SWITCHES_ON = "getWhitelabel:allOn,getSocialLoginSettings:both";

async function openLogin(page: Page, extra = ""): Promise<void> {
  await page.goto(`/m/login?mock=${SWITCHES_ON}${extra}`);
  // The app keeps the choices for the session, then drops `?mock=` from the address.
  await page.waitForURL((url) => !url.search.includes("mock="));
}

for (const provider of ["Facebook", "Google"] as const) {
  test(`${provider}: the button completes the redirect round trip and the member is logged in`, async ({ page }) => {
    await openLogin(page);
    const platformLogin = page.waitForRequest((request) => new URL(request.url()).pathname === `/wps/session/login/${provider.toLowerCase()}`);
    await page.getByRole("region", { name: "Or continue with" }).getByRole("button", { name: provider }).click();

    const request = await platformLogin;
    // The code of this tab's flow goes to the platform, never the address bar afterwards.
    expect(request.postData() ?? "").toContain(`mock_${provider.toLowerCase()}_code_0001`);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeHidden();
    const session = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("MC_SESSION_INFO"))) ?? "{}");
    expect(session).toMatchObject({ userName: expect.any(String), token: expect.any(String) });
    expect(page.url()).not.toContain("code=");
  });
}

test("the social buttons show with the switches on; the login screen passes axe with them", async ({ page }, testInfo) => {
  await openLogin(page);
  const social = page.getByRole("region", { name: "Or continue with" });
  await expect(social.getByRole("button", { name: "Facebook" })).toBeVisible();
  await expect(social.getByRole("button", { name: "Google" })).toBeVisible();
  await screenshot(page, testInfo, "account-login-social", { fullPage: true });
  await expectNoSeriousA11yViolations(page, "login with social buttons", { exclude: [".mock-fab"] });
});

test("a cancelled provider flow returns to the form with a message and no platform login", async ({ page }, testInfo) => {
  const platformLogins: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/wps/session/login/")) platformLogins.push(request.url());
  });
  await openLogin(page, ",socialSignIn:cancelled");
  await page.getByRole("region", { name: "Or continue with" }).getByRole("button", { name: "Google" }).click();

  await expect(page.getByRole("alert")).toHaveText("Sign-in was cancelled");
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
  await expect(page.getByRole("region", { name: "Or continue with" }).getByRole("button", { name: "Google" })).toBeEnabled();
  expect(platformLogins).toEqual([]);
  await screenshot(page, testInfo, "account-login-social-cancelled", { fullPage: true });
});
