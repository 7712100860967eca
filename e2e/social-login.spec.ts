// Social login with the switches on (issue 20), against Prism in the browser:
// FACEBOOKLOGIN3 and GOOGLELOGIN3 on with the merchant's app ids, both buttons
// show and the login screen passes axe with them; the mock build's fake
// provider (social/fake-sign-in.ts, the same boundary the component tests
// replace) completes a real redirect round trip, and the platform's social login
// starts the session. The other provider, a cancelled flow, a return that is
// not this tab's and a refused code are component tests
// (web/src/features/account/components/social-login.test.tsx).
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { screenshot } from "./helpers/screenshot.ts";

const SWITCHES_ON = "getWhitelabel:allOn,getSocialLoginSettings:both";

test("with the switches on both buttons show (axe passes), and Google's redirect round trip logs the member in", async ({ page }, testInfo) => {
  await page.goto(`/m/login?mock=${SWITCHES_ON}`);
  // The app keeps the choices for the session, then drops `?mock=` from the address.
  await page.waitForURL((url) => !url.search.includes("mock="));
  const social = page.getByRole("region", { name: "Or continue with" });
  await expect(social.getByRole("button", { name: "Facebook" })).toBeVisible();
  await expect(social.getByRole("button", { name: "Google" })).toBeVisible();
  await screenshot(page, testInfo, "account-login-social", { fullPage: true });
  await expectNoSeriousA11yViolations(page, "login with social buttons", { exclude: [".mock-fab"] });

  const platformLogin = page.waitForRequest((request) => new URL(request.url()).pathname === "/wps/session/login/google");
  await social.getByRole("button", { name: "Google" }).click();
  const request = await platformLogin;
  // The code of this tab's flow goes to the platform, never the address bar afterwards.
  expect(request.postData() ?? "").toContain("mock_google_code_0001");
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeHidden();
  const session = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("MC_SESSION_INFO"))) ?? "{}");
  expect(session).toMatchObject({ userName: expect.any(String), token: expect.any(String) });
  expect(page.url()).not.toContain("code=");
});
