// Issue 44, items 3, 4 and 8, on a phone against the sandbox: the sign-up's
// terms can be opened and read; a remembered password logs in but is never
// shown; a visitor's tap that needs a login (a promotion's Apply, a game) says
// why, and the login goes back there (the game launches); the pop-ups that
// follow a login close with one tap. Each test signs up a member of its own
// through /__sandbox/members (the sandbox is shared by the runs).
import { expect, test, type Page, type TestInfo } from "../helpers/test.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;
const PASSWORD = "Harbour2026";

async function newMember(page: Page, testInfo: TestInfo, prefix: string): Promise<string> {
  const userName = `${prefix}${testInfo.project.name === "pixel-7" ? "1" : "2"}_${`${(Date.now() + testInfo.repeatEachIndex) % 1_000_000}`.padStart(6, "0")}`;
  const created = await page.request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: PASSWORD } });
  expect(created.status()).toBe(201);
  return userName;
}

/** Pixel 7's picture, then the same screen at 320 px (the narrowest phone), then back. */
async function bothSizes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  await screenshot(page, testInfo, `${name}-320`);
  if (size) await page.setViewportSize(size);
}

async function logOut(page: Page): Promise<void> {
  await page.goto("/m/set");
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("alertdialog", { name: "Are you sure you want to log out?" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
}

test("item 3: the sign-up's terms and conditions open over the form, and I agree ticks the box", async ({ page }, testInfo) => {
  await page.goto("/m/register");
  await page.getByLabel("Username").fill("terms_reader");
  const agree = page.getByRole("checkbox", { name: /agree to the terms and conditions/ });
  await page.getByRole("button", { name: "terms and conditions" }).click();
  const terms = page.getByRole("dialog", { name: "Terms and conditions" });
  await expect(terms.getByText("You must be 18 or older to play.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/m/register, the terms open");
  await bothSizes(page, testInfo, "sandbox-register-terms");

  await terms.getByRole("button", { name: "I agree" }).click();
  await expect(terms).toBeHidden();
  await expect(agree).toBeChecked();
  await expect(page.getByLabel("Username")).toHaveValue("terms_reader");
  await bothSizes(page, testInfo, "sandbox-register-terms-agreed");
});

test("item 4: a remembered password logs in but is never shown; the eye clears it", async ({ page }, testInfo) => {
  const userName = await newMember(page, testInfo, "sb_keep");
  await page.goto("/m/login");
  await page.getByLabel("Username").fill(userName);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: "Remember password" }).check();
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await logOut(page);

  // Used as it is: the remembered password logs in.
  await page.goto("/m/login");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAccessibleDescription("Your remembered password is never shown. The eye clears it so you can type it.");
  await expectNoSeriousA11yViolations(page, "/m/login, a remembered password held");
  await bothSizes(page, testInfo, "sandbox-login-remembered");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await logOut(page);

  // Never revealed: the eye empties it first, and shows only what the member types.
  await page.goto("/m/login");
  await expect(password).not.toHaveValue("");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveValue("");
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveAccessibleDescription("The remembered password was cleared. Type your password.");
  await expect(page.getByText(PASSWORD)).toHaveCount(0);
  await bothSizes(page, testInfo, "sandbox-login-remembered-cleared");
  await password.fill("typed-by-me");
  await expect(password).toHaveValue("typed-by-me");
});

test("item 8: a promotion's Apply and a game tapped by a visitor say why at login and come back after it; the game launches; the pop-ups close", async ({ page }, testInfo) => {
  const userName = await newMember(page, testInfo, "sb_intent");
  const logIn = async () => {
    await page.getByLabel("Username").fill(userName);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
  };

  await page.goto("/m/activityDetail?id=5006");
  await page.getByRole("link", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole("status").filter({ hasText: "Log in to apply for this promotion." })).toContainText("You will be taken straight back.");
  await bothSizes(page, testInfo, "sandbox-login-intent-promotion");
  await logIn();
  await expect(page).toHaveURL(/\/m\/activity\/apply\?id=5006$/);
  await logOut(page);

  await page.goto("/m/home");
  await page.getByRole("button", { name: /^Mahjong Ways/ }).first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole("status").filter({ hasText: "Log in to play Mahjong Ways." })).toContainText("The game opens as soon as you are in.");
  await expectNoSeriousA11yViolations(page, "/m/login, sent by a game");
  await bothSizes(page, testInfo, "sandbox-login-intent-game");
  const launched = page.waitForRequest((request) => request.url().includes("/wps/game/launchGame"));
  await logIn();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(new URL((await launched).url()).searchParams.get("vassalage")).toBeTruthy();

  // The pop-ups that follow the login: one tap on a close ends them.
  const popup = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Close the announcements" }) });
  await expect(popup).toBeVisible();
  await bothSizes(page, testInfo, "sandbox-login-popup-close");
  await popup.getByRole("button", { name: "Close the announcements" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
