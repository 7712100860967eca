// The wallet in the browser against Prism: a withdrawal sent encrypted (the v2
// call), the forms to set a withdrawal password and to add a card,
// and a QR deposit, each with axe. The amount rules, closed withdrawals, the
// SMS step, a failed load and the trial refusal are component tests
// (web/src/features/wallet/screens/); money sent exactly once is
// e2e/sandbox/money-once.spec.ts; limits, channels and records on a stateful
// backend are e2e/sandbox/wallet.spec.ts.
import { expect, test } from "./helpers/test.ts";
import { openAsMember } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { screenshot } from "./helpers/screenshot.ts";

const PASSWORD = "135790";

test.describe("withdraw /m/withdraw", () => {
  test("a withdrawal leaves encrypted and shows its result with the new balance", async ({ page }, testInfo) => {
    // The contract's default wallets are player_one's ￥12,580.50 over the main wallet and the game wallets.
    await openAsMember(page, "/m/withdraw");
    await expect(page.getByRole("heading", { level: 1, name: "Withdraw" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Amount/ })).toBeVisible();
    await screenshot(page, testInfo, "withdraw-dark");
    await expectNoSeriousA11yViolations(page, "withdraw");
    await page.getByRole("textbox", { name: /Amount/ }).fill("1000");
    await page.getByLabel(/Withdrawal password/).fill(PASSWORD);
    const sent = page.waitForRequest((request) => request.url().includes("/wps/v2/transaction/withdraw") && request.method() === "POST");
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    const request = await sent;
    expect(Object.keys(request.postDataJSON() as object)).toEqual(["value"]);
    expect(request.postData()).not.toContain(PASSWORD);
    expect(JSON.stringify(request.headers())).not.toContain(PASSWORD);
    const result = page.getByRole("status", { name: "Withdrawal requested" });
    await expect(result).toBeVisible();
    await expect(result.getByText("Under review")).toBeVisible();
    await expect(result.getByText(/New balance/)).toBeVisible();
    await screenshot(page, testInfo, "withdraw-success");
  });

  test("no withdrawal password yet: the form to set one first", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/withdraw?mock=hasWithdrawalPassword:noPassword");
    await expect(page.getByRole("heading", { name: "Set a withdrawal password" })).toBeVisible();
    await screenshot(page, testInfo, "withdraw-set-password");
    await expectNoSeriousA11yViolations(page, "set withdrawal password");
  });

  test("no card yet: the form to add one", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/withdraw?mock=getWithdrawAccountInfo:noCards");
    await expect(page.getByRole("heading", { name: "Add a bank card" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: /Bank/ })).toBeVisible();
    await screenshot(page, testInfo, "withdraw-add-card");
    await expectNoSeriousA11yViolations(page, "add bank card");
  });

});

test.describe("deposit /m/voucherCenter", () => {
  test("a QR deposit shows the QR code to scan", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/voucherCenter");
    await expect(page.getByRole("heading", { level: 1, name: "Deposit" })).toBeVisible();
    const methods = page.getByRole("radiogroup", { name: "Payment methods" });
    await expect(methods.getByRole("radio").first()).toBeVisible();
    await screenshot(page, testInfo, "deposit-dark");
    await expectNoSeriousA11yViolations(page, "deposit");

    await methods.getByRole("radio", { name: "Alipay" }).click();
    await expect(methods.getByRole("radio", { name: "Alipay" })).toHaveAttribute("aria-checked", "true");
    // Alipay takes its fixed amounts only: a choice of them, no amount field.
    await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveCount(0);
    await page.getByRole("group", { name: "Choose an amount" }).getByRole("radio", { name: "￥500", exact: true }).check();
    // The answer's page comes with the form's code (components/deposit-parts.ts): once the money has been asked for,
    // showing its answer takes no script that could fail to load. The app's own start after load (features/pwa: the
    // worker's chunks, some seconds after the load event, when the browser is idle) is not the answer's: it comes
    // first, or on a slow machine it came during the tap and was counted here.
    await expect(page.locator('link[rel="manifest"]')).toBeAttached({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    const laterScripts: string[] = [];
    await page.route(/\/assets\/[^/]+\.js$/, (route) => {
      laterScripts.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.getByRole("button", { name: "Deposit now" }).click();
    const qr = page.getByRole("img", { name: /Payment QR code for ￥500\.00/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveJSProperty("complete", true);
    await expect(page.getByRole("link", { name: "Save image" })).toBeVisible();
    expect(laterScripts).toEqual([]);
    await page.unroute(/\/assets\/[^/]+\.js$/);
    await screenshot(page, testInfo, "deposit-qr");
    await expectNoSeriousA11yViolations(page, "deposit QR");
  });

});
