// The money screens on the member centre's calls, against the
// sandbox, whose wallet handlers remember (mocks/src/sandbox/handlers/wallet.ts,
// records.ts): the withdraw page's limits and today's remaining count and
// amount as withdrawals are made, the game wallets brought back to the main
// wallet; the deposit page's methods, their channels' limits, fees and fixed
// amounts; the transaction records built from the member's own movements.
// Each test has a member of its own (the sandbox is shared by the workers).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "../helpers/test.ts";
import { openAsMember } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;
const PASSWORD = "Harbour2026";
const PAYMENT_PASSWORD = "246810";

interface Member {
  userName: string;
  id: number;
  type: number;
  token: string;
}

async function newMember(request: APIRequestContext, testInfo: TestInfo, prefix: string, balance: number): Promise<Member> {
  const userName = `${prefix}_${testInfo.project.name.replace(/[^a-z0-9]/g, "").slice(0, 6)}_${testInfo.workerIndex}${Date.now() % 100_000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: PASSWORD, balance, paymentPassword: PAYMENT_PASSWORD, bankCard: true } });
  expect(created.status()).toBe(201);
  return (await created.json()) as Member;
}

async function open(page: Page, member: Member, path: string): Promise<void> {
  await openAsMember(page, path, { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: member.type, firstTimeLogin: false });
}

/** The withdraw summary's figure for a term. */
const figure = (page: Page, term: string) => page.getByRole("region", { name: "Your balance" }).getByRole("definition").filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${term}"]`) });

test("withdraw: the limits and today's count and amount follow each withdrawal, and game wallets come back to the main wallet", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo, "wd43", 1000);
  // ￥200 of it played in PG's wallet (the member centre's transfer): not withdrawable until it comes back.
  const moved = await request.post(`${SANDBOX_URL}/wps/relay/GCS_walletTransfer`, {
    headers: { Merchant: "mc_demo", Authorization: member.token, "Idempotency-Key": `e2e${Date.now()}`.padEnd(32, "0") },
    data: { accept: true, accountTypeId: 0, customerId: member.id, amount: 200, fromAccountTypeId: 2, toAccountTypeId: 7 },
  });
  expect(((await moved.json()) as { success: boolean }).success).toBe(true);

  await open(page, member, "/m/withdraw");
  const summary = page.getByRole("region", { name: "Your balance" });
  await expect(summary.getByText("Withdrawable now")).toBeVisible();
  await expect(figure(page, "Main wallet")).toHaveText("￥800.00");
  await expect(figure(page, "Total balance")).toHaveText("￥1,000.00");
  await expect(figure(page, "Per withdrawal")).toHaveText("￥100.00 – ￥50,000.00");
  await expect(figure(page, "Withdrawals left today")).toHaveText("5 of 5");
  await expect(figure(page, "Withdrawal hours")).toHaveText("All day");
  const amountLeft = Number((await figure(page, "Amount left today").innerText()).replace(/[^\d.]/g, ""));
  await expect(page.getByRole("region", { name: "Before you withdraw" })).toContainText("reviewed within 30 minutes");
  const games = page.getByRole("region", { name: "Game wallets" });
  await expect(games.getByRole("definition")).toHaveText(["￥200.00"]);
  await screenshot(page, testInfo, "sandbox-withdraw-limits");
  await expectNoSeriousA11yViolations(page, "withdraw limits");

  // The game wallet's money back into the main wallet.
  await games.getByRole("button", { name: "Move all to the main wallet" }).click();
  await expect(games).toHaveCount(0);
  await expect(figure(page, "Main wallet")).toHaveText("￥1,000.00");

  // Above what may be withdrawn: refused before anything is sent.
  await page.getByRole("textbox", { name: /Amount/ }).fill("1200");
  await page.getByLabel(/Withdrawal password/).fill(PAYMENT_PASSWORD);
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveAccessibleDescription("The amount is more than you can withdraw (￥1,000.00)");

  await page.getByRole("textbox", { name: /Amount/ }).fill("300");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const result = page.getByRole("status", { name: "Withdrawal requested" });
  await expect(result.getByText("Under review")).toBeVisible();
  await expect(result.getByText("￥700.00")).toBeVisible();
  await result.getByRole("button", { name: "Make another withdrawal" }).click();
  await expect(figure(page, "Withdrawals left today")).toHaveText("4 of 5");
  await expect(figure(page, "Main wallet")).toHaveText("￥700.00");
  await expect(figure(page, "Amount left today")).toHaveText(`￥${(amountLeft - 300).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  await screenshot(page, testInfo, "sandbox-withdraw-after");
});

test("deposit: each method's channels with their limits, the fee said, fixed amounts only where the channel takes only those", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo, "dp43", 0);
  await open(page, member, "/m/voucherCenter");
  const methods = page.getByRole("radiogroup", { name: "Payment methods" });
  await expect(methods.getByRole("radio")).toHaveText([/Online banking.*Recommended/, "Alipay", "Bank transfer"]);
  const channels = page.getByRole("radiogroup", { name: "Channel" });
  await expect(channels.getByRole("radio")).toHaveText(["FastPay￥100.00 – ￥50,000.00", "QuickPay￥500.00 – ￥20,000.00"]);

  // QuickPay charges 1% (at least ￥5, at most ￥50).
  await channels.getByRole("radio", { name: /QuickPay/ }).click();
  await expect(page.getByText("A fee of 1% applies")).toBeVisible();
  await page.getByRole("textbox", { name: /Amount/ }).fill("300");
  await expect(page.getByText("Fee for this deposit: ￥5.00")).toBeVisible();
  await page.getByRole("textbox", { name: /Amount/ }).fill("2000");
  await expect(page.getByText("Fee for this deposit: ￥20.00")).toBeVisible();
  await screenshot(page, testInfo, "sandbox-deposit-channels");
  await expectNoSeriousA11yViolations(page, "deposit channels");

  // Alipay takes its fixed amounts only: a choice of them, no amount to type.
  await methods.getByRole("radio", { name: "Alipay" }).click();
  await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveCount(0);
  const amounts = page.getByRole("group", { name: "Choose an amount" });
  await expect(amounts.getByRole("radio")).toHaveCount(6);
  await amounts.getByRole("radio", { name: "￥500", exact: true }).check();
  await screenshot(page, testInfo, "sandbox-deposit-fixed-amounts");
  await expectNoSeriousA11yViolations(page, "deposit fixed amounts");
  await page.getByRole("button", { name: "Deposit now" }).click();
  await expect(page.getByRole("img", { name: "Payment QR code for ￥500.00" })).toBeVisible();
  // The sandbox completes the payment at once.
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText("￥500.00");
});

test("transaction records: the member's own deposits and withdrawals, by kind", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo, "tx43", 0);
  // A deposit by the deposit page's Alipay QR, then a withdrawal on the withdraw page.
  await open(page, member, "/m/voucherCenter");
  await page.getByRole("radiogroup", { name: "Payment methods" }).getByRole("radio", { name: "Alipay" }).click();
  await page.getByRole("group", { name: "Choose an amount" }).getByRole("radio", { name: "￥2,000", exact: true }).check();
  await page.getByRole("button", { name: "Deposit now" }).click();
  await expect(page.getByRole("img", { name: "Payment QR code for ￥2,000.00" })).toBeVisible();
  await page.goto("/m/withdraw");
  await page.getByRole("textbox", { name: /Amount/ }).fill("150.50");
  await page.getByLabel(/Withdrawal password/).fill(PAYMENT_PASSWORD);
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(page.getByRole("status", { name: "Withdrawal requested" })).toBeVisible();

  await page.goto("/m/transaction/record");
  const table = page.getByRole("table", { name: "Transaction records" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Withdrawal");
  await expect(rows.nth(0)).toContainText("-￥150.50");
  await expect(rows.nth(0)).toContainText("￥1,849.50");
  await expect(rows.nth(1)).toContainText("Deposit");
  await expect(rows.nth(1)).toContainText("￥2,000.00");
  await screenshot(page, testInfo, "sandbox-transaction-records");
  await expectNoSeriousA11yViolations(page, "transaction records");

  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Deposit" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Deposit");
});
