// Facebook and Google through Firebase, against Prism in the
// browser: FACEBOOKLOGIN3 and GOOGLELOGIN3 on and the merchant running those
// sign-ins through Firebase (the consolidated settings' `firebase` example),
// both buttons show and the login screen passes axe with them; the mock
// build's fake Firebase sign-in (social/fake-sign-in.ts, the boundary the
// component tests replace) leaves and comes back as Firebase's redirect does,
// and the platform's login call (`type: firebase`, encrypted) starts the
// session. The other provider, a cancelled or failed sign-in and a refused
// login are component tests (web/src/features/account/components/social-login.test.tsx).
import { expect, test } from "./helpers/test.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { screenshot } from "./helpers/screenshot.ts";

const SWITCHES_ON = "getWhitelabel:allOn,getConsolidatedSettings:firebase";

test("with the switches on and Firebase set up both buttons show (axe passes), and Google's round trip logs the member in", async ({ page }, testInfo) => {
  await page.goto(`/m/login?mock=${SWITCHES_ON}`);
  // The app keeps the choices for the session, then drops `?mock=` from the address.
  await page.waitForURL((url) => !url.search.includes("mock="));
  const social = page.getByRole("region", { name: "Or continue with" });
  await expect(social.getByRole("button", { name: "Facebook" })).toBeVisible();
  await expect(social.getByRole("button", { name: "Google" })).toBeVisible();
  await screenshot(page, testInfo, "account-login-social", { fullPage: true });
  await expectNoSeriousA11yViolations(page, "login with social buttons", { exclude: [".mock-fab"] });

  // No social login path of its own: the one login call, encrypted, with Firebase's token inside.
  const socialPaths: string[] = [];
  page.on("request", (request) => {
    if (/\/wps\/session\/login\/(facebook|google)/.test(new URL(request.url()).pathname)) socialPaths.push(request.url());
  });
  const platformLogin = page.waitForRequest((request) => new URL(request.url()).pathname === "/wps/session/login" && request.method() === "POST");
  await social.getByRole("button", { name: "Google" }).click();
  const request = await platformLogin;
  expect(request.headers()["encryption"]).toBeTruthy();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeHidden();
  const session = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("MC_SESSION_INFO"))) ?? "{}");
  expect(session).toMatchObject({ userName: expect.any(String), token: expect.any(String) });
  expect(socialPaths).toEqual([]);
});

test("without Firebase set up the switches alone show no button", async ({ page }) => {
  await page.goto("/m/login?mock=getWhitelabel:allOn");
  await page.waitForURL((url) => !url.search.includes("mock="));
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Or continue with" })).toHaveCount(0);
});
