// The Firebase SMS variant in a real browser, against Prism on a
// phone: the consolidated settings select Firebase (`firebase`), the mock
// build's fake verifier (firebase/fake-phone-auth.ts, the boundary the
// component tests replace; no network to Google here) takes the code, a
// wrong code stops before the platform, the right one logs the member in.
import { expect, test, type Page } from "./helpers/test.ts";
import { screenshot } from "./helpers/screenshot.ts";

/** The code the mock build's fake Firebase accepts (firebase/fake-phone-auth.ts). */
const FAKE_FIREBASE_CODE = "246810";

async function openSmsLogin(page: Page): Promise<void> {
  await page.goto("/m/login?mock=getWhitelabel:allOn,getConsolidatedSettings:firebase");
  await page.waitForURL((url) => !url.search.includes("mock="));
  await page.getByRole("tablist", { name: "Login method" }).getByRole("tab", { name: "Mobile number" }).click();
  await page.getByLabel("Mobile number").fill("123456789");
  await page.getByRole("button", { name: "Get code" }).click();
  await expect(page.getByRole("button", { name: /^\d+ s$/ })).toBeDisabled();
}

function callsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

test("Firebase SMS: a wrong code stops before the platform, the right one logs in", async ({ page }, testInfo) => {
  const platformSms = callsTo(page, "/wps/verification/sms/noLogin");
  const logins = callsTo(page, "/wps/session/login");
  await openSmsLogin(page);
  expect(platformSms).toEqual([]);

  await page.getByLabel("SMS code").fill("111111");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Verification code error");
  await expect(page.getByLabel("Mobile number")).toHaveValue("123456789");
  expect(logins).toEqual([]);
  await screenshot(page, testInfo, "account-login-firebase-wrong-code", { fullPage: true });

  await page.getByLabel("SMS code").fill(FAKE_FIREBASE_CODE);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(logins).toHaveLength(1);
  expect(platformSms).toEqual([]);
});
