// The promotions slice, against the sandbox (whose check-in, rewards
// and referral handlers remember, mocks/src/sandbox/handlers/{sign-in,rewards}.ts):
// a member of its own per test checks in today and sees the day and the totals
// move, is refused the deposit check-in with what is still missing, claims a
// reward of the rewards centre, and opens invite friends with their own code.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "../helpers/test.ts";
import { openAsMember } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";
import { recordToasts } from "../helpers/toasts.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

/** A member of the test's own (type 0, no VIP level): the seeded check-in, rewards and tickets, nothing claimed yet. */
async function openAsNewMember(page: Page, request: APIRequestContext, testInfo: TestInfo, prefix: string, path: string): Promise<string> {
  const userName = `${prefix}_${testInfo.project.name.replace(/[^a-z0-9]/g, "")}_${Date.now() % 100000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026" } });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { token: string; userName: string; type: number };
  await openAsMember(page, path, { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: member.type, firstTimeLogin: false });
  return member.token;
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get(`${SANDBOX_URL}/wps/member/info`, { headers: { Merchant: "mc_demo", Authorization: token } });
  return ((await answer.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

test("check-in: today's day is claimed once and the totals move; the deposit check-in says what is still missing", async ({ page, request }, testInfo) => {
  const token = await openAsNewMember(page, request, testInfo, "checkin", "/m/activity/signIn");
  const calendar = page.getByRole("list", { name: "Check-in days" });
  await expect(calendar.getByRole("listitem")).toHaveCount(7);
  await expect(page.getByText("Money collected").locator("xpath=following-sibling::dd")).toHaveText("￥5.00");
  await screenshot(page, testInfo, "sandbox-sign-in");
  await expectNoSeriousA11yViolations(page, "check-in");

  await page.getByRole("button", { name: "Check in today" }).dblclick();
  await expect(page.getByRole("button", { name: "Come back tomorrow" })).toBeDisabled();
  await expect(calendar.getByText("Signed")).toHaveCount(3);
  await expect(page.getByText("Money collected").locator("xpath=following-sibling::dd")).toHaveText("￥10.00");
  expect(await balanceOf(request, token)).toBe(5);
  // The sandbox remembers: a reload reads the day claimed.
  await page.reload();
  await expect(page.getByRole("button", { name: "Come back tomorrow" })).toBeDisabled();
  await screenshot(page, testInfo, "sandbox-sign-in-claimed");

  await page.getByRole("tab", { name: "Deposit check-in" }).click();
  await expect(page.getByText("A deposit of ￥100.00")).toBeVisible();
  await page.getByRole("button", { name: "Check in today" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Complete this first" });
  await expect(refusal).toContainText("Deposit needed￥100.00");
  await expect(refusal).toContainText("Deposited so far￥50.00");
  await expect(refusal).toContainText("Valid bets needed￥500.00");
  await expect(refusal).toContainText("Valid bets so far￥120.00");
  await expect(refusal.getByRole("link", { name: "Deposit now" })).toBeVisible();
  await screenshot(page, testInfo, "sandbox-sign-in-refused");
  await expectNoSeriousA11yViolations(page, "check-in refused");
  expect(await balanceOf(request, token)).toBe(5);
});

test("rewards centre: a reward is claimed once, its money credited, and it reads claimed after a reload", async ({ page, request }, testInfo) => {
  const token = await openAsNewMember(page, request, testInfo, "centre", "/m/receivingCenter");
  const card = page.getByRole("listitem").filter({ hasText: "Weekend deposit bonus" });
  await expect(card.getByText("￥288.00 + 50 points")).toBeVisible();
  await expect(page.getByRole("region", { name: "Tickets" })).toBeVisible();
  await screenshot(page, testInfo, "sandbox-rewards");
  await expectNoSeriousA11yViolations(page, "rewards centre");

  const toasts = await recordToasts(page);
  await card.getByRole("button", { name: "Claim Weekend deposit bonus" }).dblclick();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeDisabled();
  // The success toast stays 1.5 s: read from what the page showed, not polled for after the wait above.
  await expect.poll(toasts).toContain("Claimed: ￥288.00 + 50 points");
  expect(await balanceOf(request, token)).toBe(288);
  await screenshot(page, testInfo, "sandbox-rewards-claimed");
  await page.reload();
  await expect(page.getByRole("button", { name: "Claim VIP3 upgrade bonus" })).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: "Weekend deposit bonus" })).toHaveCount(0);
});

test("invite friends: the member's own code and invitation link with its QR code", async ({ page, request }, testInfo) => {
  await openAsNewMember(page, request, testInfo, "invite", "/m/inviteFriends");
  const code = page.getByText("Your referral code").locator("xpath=following-sibling::p[1]");
  await expect(code).toHaveText(/^inv[0-9a-z]+$/);
  const referralCode = (await code.textContent())!;
  await expect(page.getByText(`https://www.platform.test/?referralCode=${referralCode}`)).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code of your invitation link" })).toBeVisible();
  await expect(page.getByText("0 friends invited")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you earn" })).toBeVisible();
  await screenshot(page, testInfo, "sandbox-invite");
  await expectNoSeriousA11yViolations(page, "invite friends");
});
