// Issue 44, items 1 and 2, on the sandbox. Item 1: a member's money history is one tap from the balance
// and from the member centre: the transaction records, and their own bets (player_one has a week of them,
// mocks/src/sandbox/team-book.ts ownBetsOf), a lottery bet opening its detail. Item 2: a trial account's
// balance says it is play money, and whatever it opens that is not for play money (the check-in, a
// withdrawal) is refused one way, spec §6's free_reject with Register now; the sandbox refusing its claims
// is tests/sandbox-game-record.test.ts.
import { expect, test, type Page, type TestInfo } from "../helpers/test.ts";
import { openAsMember, setTheme, type SeededSession } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

/** player_one, seeded from the contract, with the login example's live session. */
const playerOne: SeededSession = { token: "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b", merchantCode: "mc_demo", userName: "player_one", type: 0, firstTimeLogin: false };

/** The app in another of its languages, as its language chooser leaves it (the device's storage). */
async function inLanguage(page: Page, code: "EN" | "CN" | "MS") {
  await page.evaluate((language) => window.localStorage.setItem("language", language), code);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
}

/** The picture at the phone's own width, then at 320 px, the narrowest phone the app supports. */
async function bothWidths(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const phone = page.viewportSize()!;
  await screenshot(page, testInfo, name, { fullPage });
  await page.setViewportSize({ width: 320, height: 700 });
  await screenshot(page, testInfo, `${name}-320`, { fullPage });
  await page.setViewportSize(phone);
}

test("item 1: the member centre's balance leads to the bet records; a lottery bet opens its detail; the header's balance to the transactions", async ({ page }, testInfo) => {
  await openAsMember(page, "/m/member/home", playerOne);
  const history = page.getByRole("navigation", { name: "History" });
  await expect(history.getByRole("link", { name: "Transaction records" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText(/\d/);
  await expect(page.getByRole("region", { name: "VIP progress" })).toBeVisible();
  await bothWidths(page, testInfo, "history-member-centre");

  await history.getByRole("link", { name: "Bet records" }).click();
  await expect(page).toHaveURL(/\/m\/gameRecord$/);
  const slots = page.getByRole("table", { name: "Bet records: Slots" });
  await expect(slots.getByRole("rowheader").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "bet records");
  await bothWidths(page, testInfo, "history-bet-records");

  await page.getByRole("button", { name: "Lottery" }).click();
  const lottery = page.getByRole("table", { name: "Bet records: Lottery" });
  await expect(lottery.getByText("Awaiting draw")).toBeVisible();
  await lottery.getByRole("button", { name: /^Chongqing SSC, details of order/ }).click();
  const detail = page.getByRole("dialog", { name: "Bet details · Chongqing SSC" });
  await expect(detail.getByText("Not drawn yet")).toBeVisible();
  await bothWidths(page, testInfo, "history-bet-detail");
  await detail.getByRole("button", { name: "Close" }).click();
  await lottery.getByRole("button", { name: /^Beijing PK10, details of order/ }).click();
  const chase = page.getByRole("dialog", { name: "Chase details · Beijing PK10" });
  await expect(chase.getByRole("table", { name: "Periods chased" })).toBeVisible();
  await bothWidths(page, testInfo, "history-chase-detail");
  await chase.getByRole("button", { name: "Close" }).click();

  await page.getByRole("link", { name: "Transaction records", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record$/);
  // player_one has moved no money this month on a fresh sandbox: the records say so.
  await expect(page.getByRole("table", { name: "Transaction records" }).or(page.getByText("No records for these dates"))).toBeVisible();
  await expect(page.getByRole("link", { name: "Bet records" })).toHaveAttribute("href", "/m/gameRecord");
  await bothWidths(page, testInfo, "history-transaction-records");
  await page.goto("/m/home");
  await page.getByRole("link", { name: /^Balance.*Transaction records$/ }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record$/);

  // Deposit and withdraw lead from their balance to their own kind of record.
  for (const [path, name, kind] of [["/m/voucherCenter", "Deposit records", "deposit"], ["/m/withdraw", "Withdrawal records", "withdraw"]] as const) {
    await page.goto(path);
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", `/m/transaction/record?codeTypes=${kind}`);
    await bothWidths(page, testInfo, `history-${kind}-link`);
  }

  // The record in Chinese and Malay, at both widths.
  await page.goto("/m/gameRecord");
  for (const [code, title] of [["CN", "投注记录"], ["MS", "Rekod pertaruhan"]] as const) {
    await inLanguage(page, code);
    await expect(page.getByRole("table", { name: new RegExp(`^${title}: `) }).getByRole("rowheader").first()).toBeVisible();
    await bothWidths(page, testInfo, `history-bet-records-${code.toLowerCase()}`);
  }

  // The light theme: the lottery's links and standings keep their contrast (axe).
  await setTheme(page, "light");
  await inLanguage(page, "EN");
  await page.getByRole("button", { name: "Lottery" }).click();
  await expect(page.getByRole("table", { name: "Bet records: Lottery" }).getByText("Won", { exact: true })).toBeVisible();
  // The pressed chips' gold on white (.chip--on, shared by every chip row) is look.spec.ts's light-theme check.
  await expectNoSeriousA11yViolations(page, "bet records, lottery, light theme", { exclude: [".chip--on"] });
  await bothWidths(page, testInfo, "history-bet-records-lottery-light");
});

test("item 2: a trial account's balance says play money; the check-in and withdraw are refused one way, free_reject with Register now", async ({ page, request }, testInfo) => {
  const userName = `trial_${testInfo.project.name.replace(/[^a-z0-9]/g, "").slice(0, 6)}_${Date.now() % 1_000_000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026", type: 4, balance: 2000 } });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  const trial: SeededSession = { token, merchantCode: "mc_demo", userName, type: 4, firstTimeLogin: false };

  await openAsMember(page, "/m/home", trial);
  const devicesViewport = page.viewportSize()!;
  await expect(page.getByRole("status", { name: "Play money balance" })).toHaveText("￥2,000.00");
  await expect(page.getByRole("link", { name: "Trial account: play money. What this means" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Balance", exact: true })).toHaveCount(0);
  await bothWidths(page, testInfo, "trial-home-header");
  // The mark in Chinese and Malay, at both widths, with every header control on screen at 320 px.
  for (const [code, mark] of [["CN", "试玩"], ["MS", "Demo"]] as const) {
    await inLanguage(page, code);
    await expect(page.getByRole("banner").getByText(mark, { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 700 });
    for (const control of await page.getByRole("banner").getByRole("button").or(page.getByRole("banner").getByRole("link")).all()) {
      const box = await control.boundingBox();
      expect(box && box.x + box.width <= 320.5, `${await control.getAttribute("aria-label")} on screen in ${code}`).toBe(true);
    }
    await page.setViewportSize(devicesViewport);
    await bothWidths(page, testInfo, `trial-home-header-${code.toLowerCase()}`);
  }
  // The light theme: the mark keeps its contrast (axe).
  await setTheme(page, "light");
  await inLanguage(page, "EN");
  await expect(page.getByRole("status", { name: "Play money balance" })).toHaveText("￥2,000.00");
  // The header only: home's own light-theme contrast (its category menu, footer) is look.spec.ts's light-theme check.
  await expectNoSeriousA11yViolations(page, "trial header, light theme", { exclude: ["main", ".app-footer"] });
  await bothWidths(page, testInfo, "trial-home-header-light");
  // The refusal in the dark theme: the shared dialog's light-theme contrast (its ghost button's gold) is item 10's.
  await setTheme(page, "dark");

  // The check-in credits money: a trial account is refused it, as it is refused a withdrawal.
  for (const path of ["/m/activity/signIn", "/m/withdraw"]) {
    await page.goto(path);
    const refusal = page.getByRole("alertdialog", { name: "Trial account" });
    await expect(refusal.getByText("Please login an actual account to use this function")).toBeVisible();
    await expect(refusal.getByRole("button", { name: "Register now" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Check in today" })).toHaveCount(0);
    if (path === "/m/activity/signIn") {
      await expectNoSeriousA11yViolations(page, "trial refused the check-in");
      await bothWidths(page, testInfo, "trial-refused");
      await refusal.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    } else {
      await refusal.getByRole("button", { name: "Register now" }).click();
      await expect(page).toHaveURL(/\/m\/register$/);
    }
  }
});
