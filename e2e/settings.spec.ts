// Trial play, /m/set and logout in the browser against Prism.
import { expect, test } from "./helpers/test.ts";
import { openAsMember, storedSession } from "./helpers/app.ts";
import { screenshot } from "./helpers/screenshot.ts";

test("free play opens a trial session and goes home after the wait message", async ({ page }, testInfo) => {
  await page.goto("/m/trail");
  await expect(page.getByRole("heading", { name: "Play for free" })).toBeVisible();
  await screenshot(page, testInfo, "trial-dark");
  await page.getByRole("button", { name: "Start free trial" }).click();
  await expect(page.getByText(/Entering the lobby/)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(JSON.parse((await storedSession(page)) ?? "{}")).toMatchObject({ type: 4 });
  // Trial accounts see Sponsor, not Deposit (spec §2, §5).
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Sponsor" })).toBeVisible();
});

test("logout asks for confirmation, calls the server with the token and returns home as a visitor", async ({ page }, testInfo) => {
  await openAsMember(page, "/m/set");
  await expect(page.getByRole("heading", { level: 1, name: "Personal settings" })).toBeVisible();
  await screenshot(page, testInfo, "settings-dark");

  await page.getByRole("button", { name: "Log out" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to log out?" });
  await expect(dialog).toBeVisible();
  await screenshot(page, testInfo, "logout-confirm-dark");
  const logout = page.waitForRequest((request) => request.method() === "DELETE" && request.url().includes("/wps/session/logout"));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  expect((await logout).headers()["authorization"]).toBe("e2e_member_token_0123456789abcdef");

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem("autoLogin"))).toBe("0");
});

