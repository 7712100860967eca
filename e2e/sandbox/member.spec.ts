// The member side on the sandbox, as a member sees it: the VIP progress the member
// centre reads (MCSFE_getPlayerRankProgress: the level by name, this month's
// and the total turnover as actual / expected) with the next level named from
// the merchant's table, the same on the benefits page and the VIP club page;
// the member's avatar and level badge in the bar; and the points mall, where a
// reward is redeemed with the withdrawal password, the points fall once and
// the exchange history shows it passed.
import { expect, test, type APIRequestContext, type TestInfo } from "../helpers/test.ts";
import { openAsMember, type SeededSession } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

/** player_one, seeded from the contract (VIP3 by its turnover, its own picture as the avatar), with the login example's live session. */
const playerOne: SeededSession = { token: "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b", merchantCode: "mc_demo", userName: "player_one", type: 0, firstTimeLogin: false };

const PAYMENT_PASSWORD = "246810";

async function newMember(request: APIRequestContext, testInfo: TestInfo): Promise<SeededSession> {
  const userName = `m43_${testInfo.project.name.replace(/[^a-z0-9]/g, "").slice(0, 6)}_${Date.now() % 1_000_000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026", paymentPassword: PAYMENT_PASSWORD } });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  return { token, merchantCode: "mc_demo", userName, type: 0, firstTimeLogin: false };
}

test("VIP progress: VIP3 → VIP4 on the member centre with both turnovers, the member's row of the table, and the VIP club page", async ({ page }, testInfo) => {
  await openAsMember(page, "/m/member/home", playerOne);
  const nav = page.getByRole("navigation", { name: "Member shortcuts" });
  await expect(nav.getByText("player_one")).toBeVisible();
  // Member info's clubLabel is the badge; MCSFE_getPlayerAvatar's own picture is the avatar.
  await expect(nav.getByText("VIP3", { exact: true })).toBeVisible();
  await expect(nav.locator(".member-nav__avatar img")).toHaveAttribute("src", "/mock-assets/avatars/uploaded.svg");
  const vip = page.getByRole("region", { name: "VIP progress" });
  await expect(vip.getByText("VIP3 → VIP4")).toBeVisible();
  await expect(vip.getByText("￥412,350.00 / ￥1,000,000.00")).toBeVisible();
  await expect(vip.getByRole("progressbar", { name: "Total turnover towards VIP4" })).toHaveAttribute("aria-valuenow", "41");
  await expect(vip.getByText("￥587,650.00 more total turnover to VIP4")).toBeVisible();
  await expect(vip.getByText("￥126,800.00 / ￥100,000.00")).toBeVisible();
  await expect(vip.getByText("This month's turnover keeps VIP3")).toBeVisible();
  await screenshot(page, testInfo, "sandbox-member-home-vip");
  await expectNoSeriousA11yViolations(page, "member centre with VIP progress");

  await vip.getByRole("link", { name: "VIP benefits" }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  const table = page.getByRole("table", { name: /Turnover and bonuses of each VIP level/ });
  await expect(table.getByRole("row")).toHaveCount(9);
  await expect(table.locator("tr[aria-current='true']")).toContainText("VIP3");
  await expect(page.getByText(/for example VIP4 missing ￥500,000 drops to VIP3/)).toBeVisible();
  await screenshot(page, testInfo, "sandbox-benefits");
  await expectNoSeriousA11yViolations(page, "VIP benefits");

  await page.goto("/m/vip");
  await expect(page.getByRole("heading", { level: 1, name: "VIP Club" })).toBeVisible();
  await expect(page.getByRole("region", { name: "VIP progress" }).getByText("VIP3 → VIP4")).toBeVisible();
  const carousel = page.getByRole("region", { name: "VIP levels, 8 slides" });
  await expect(carousel.getByRole("group", { name: "VIP1, level 1 of 8" })).toContainText("3,000");
  await screenshot(page, testInfo, "sandbox-vip-club");
  await expectNoSeriousA11yViolations(page, "VIP club for a member");
});

test("points mall: a reward redeemed with the withdrawal password spends the points once and shows passed", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  await openAsMember(page, "/m/mall/mallHome", member);
  await expect(page.getByText("2,460 points", { exact: true })).toBeVisible();
  const rewards = page.getByRole("region", { name: "Rewards to redeem" });
  await expect(rewards.getByRole("tablist", { name: "Reward categories" }).getByRole("tab")).toHaveText(["All", "Vouchers", "Services", "Gifts"]);
  await expect(page.getByRole("region", { name: "How to earn points" })).toContainText("Sports bets");
  await expect(page.getByRole("region", { name: "My redemptions" }).getByText("Nothing redeemed yet")).toBeVisible();
  await screenshot(page, testInfo, "sandbox-mall");
  await expectNoSeriousA11yViolations(page, "points mall");

  await rewards.getByRole("button", { name: "Redeem ￥18.00 cash" }).click();
  const sheet = page.getByRole("dialog", { name: "Redeem ￥18.00 cash?" });
  await expect(sheet).toContainText("1,800 points will be used. Your balance after: 660 points.");
  await sheet.getByLabel("Withdrawal password").fill(PAYMENT_PASSWORD);
  await screenshot(page, testInfo, "sandbox-mall-confirm");
  await expectNoSeriousA11yViolations(page, "points mall confirmation");
  await sheet.getByRole("button", { name: "Redeem now" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText("660 points", { exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: "My redemptions" });
  const line = history.getByRole("listitem");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("￥18.00 cash");
  await expect(line).toContainText("Passed");
  await expect(line).toContainText("1,800 points");
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "sandbox-mall-redeemed");

  // The sandbox spent the points once and credited the cash.
  const headers = { Merchant: "mc_demo", Authorization: member.token };
  const points = (await (await request.get(`${SANDBOX_URL}/wps/relay/MCSFE_getPointBalance`, { headers })).json()) as { value: number };
  expect(points.value).toBe(660);
  const info = (await (await request.get(`${SANDBOX_URL}/wps/member/info`, { headers })).json()) as { value: { sumBalance: number } };
  expect(info.value.sumBalance).toBe(18);
});
