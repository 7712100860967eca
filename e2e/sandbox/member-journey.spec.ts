// A journey that needs a backend with memory, on a phone against the
// sandbox: sign up through the form, log out, log in with the new
// credentials, favourite a game and find it under My Collection after a
// reload. Each run of each phone profile signs up a member of its own (the
// sandbox is shared, and keeps every member a run made: `--repeat-each` would
// otherwise sign the same name up twice and be refused).
import { expect, test, type Page } from "../helpers/test.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's fixed SMS code and captcha (mocks/README.md). */
const SMS_CODE = "601223";
const CAPTCHA = "482913";
const PASSWORD = "Harbour2026";

function memberFor(project: string, repeat: number) {
  const n = project === "pixel-7" ? "1" : "2";
  // Six digits of the clock and the repeat: 16 characters at most (the registration table's username rule).
  const run = `${(Date.now() + repeat) % 1_000_000}`.padStart(6, "0");
  return { username: `sb_fan${n}_${run}`, mobile: `1355${n}${run}` };
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto("/m/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test("sign up, log out, log in again and keep a favourite across a reload", async ({ page }, testInfo) => {
  const member = memberFor(testInfo.project.name, testInfo.repeatEachIndex);

  await page.goto("/m/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Mobile number").fill(member.mobile);
  await page.getByRole("button", { name: "Get code" }).click();
  await page.getByLabel("SMS code").fill(SMS_CODE);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await screenshot(page, testInfo, "sandbox-register-filled");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  const check = page.getByRole("dialog", { name: "Security check" });
  await check.getByRole("textbox", { name: "Captcha" }).fill(CAPTCHA);
  await screenshot(page, testInfo, "sandbox-register-captcha");
  await check.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await screenshot(page, testInfo, "sandbox-registered-home");

  await page.goto("/m/set");
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("alertdialog", { name: "Are you sure you want to log out?" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  await logIn(page, member.username, PASSWORD);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeHidden();

  await page.goto("/m/gameList?gameType=RNG");
  await page.getByRole("button", { name: "Add Mahjong Ways to My Collection" }).click();
  await expect(page.getByRole("button", { name: "Remove Mahjong Ways from My Collection" })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await page.getByRole("tab", { name: "My Collection" }).click();
  await expect(page.getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Mahjong Ways from My Collection" })).toHaveAttribute("aria-pressed", "true");
  await screenshot(page, testInfo, "sandbox-my-collection");
});
