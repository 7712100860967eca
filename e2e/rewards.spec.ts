// Rewards in the browser against Prism: the VIP club page (its real scroll),
// the rewards centre, the daily sign-in, invite friends (the real clipboard)
// and the points mall — each screen's main path with axe. Their failures,
// empty states, labels, switches, role gates and languages are component
// tests (web/src/features/rewards/screens/, web/src/features/vip/).
import { expect, test } from "./helpers/test.ts";
import { dropRoutes, openAsMember } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { screenshot } from "./helpers/screenshot.ts";

// A handler that edits a live answer (route.fetch) may still run when a test ends.
test.afterEach(dropRoutes);

test.describe("VIP club", () => {
  test("the Terms tab scrolls its section to 80 px below the top and shows active; the carousel has the eight levels", async ({ page }, testInfo) => {
    await page.goto("/m/vip");
    await expect(page.getByRole("heading", { level: 1, name: "VIP Club" })).toBeVisible();
    const carousel = page.getByRole("region", { name: "VIP levels, 8 slides" });
    await expect(carousel.getByRole("group")).toHaveCount(8);
    await expect(carousel.getByRole("group", { name: "VIP1, level 1 of 8" })).toContainText("3,000");
    await screenshot(page, testInfo, "vip-dark");
    await expectNoSeriousA11yViolations(page, "VIP club");

    await carousel.getByRole("button", { name: "Next level" }).click();
    await expect(carousel.getByRole("button", { name: "Show VIP2" })).toHaveAttribute("aria-current", "true");

    const tabs = page.getByRole("navigation", { name: "VIP club sections" });
    await tabs.getByRole("button", { name: "Terms" }).click();
    await expect(tabs.getByRole("button", { name: "Terms" })).toHaveAttribute("aria-current", "location");
    const terms = page.getByRole("heading", { name: "Terms and conditions" });
    await expect(terms).toBeInViewport();
    await screenshot(page, testInfo, "vip-terms-dark");

    await tabs.getByRole("button", { name: "Example" }).click();
    await expect(tabs.getByRole("button", { name: "Example" })).toHaveAttribute("aria-current", "location");
    // The smooth scroll settles with the section's top on the 80 px line.
    await expect
      .poll(async () => Math.round((await page.getByRole("region", { name: "Example" }).boundingBox())?.y ?? -1), { timeout: 5_000 })
      .toBe(80);
  });

});

test.describe("rewards centre", () => {
  test("claim a reward: one request for a double tap, then it reads Claimed", async ({ page }, testInfo) => {
    const claims: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("MCSFE_claimIssuedPromotion")) claims.push(request.postData() ?? "");
    });
    await openAsMember(page, "/m/receivingCenter");
    const claim = page.getByRole("button", { name: "Claim VIP3 upgrade bonus" });
    await expect(claim).toBeEnabled();
    await screenshot(page, testInfo, "rewards-dark");
    await expectNoSeriousA11yViolations(page, "rewards centre");
    await claim.dblclick();
    const card = page.getByRole("listitem").filter({ hasText: "VIP3 upgrade bonus" });
    await expect(card.getByRole("button", { name: "Claimed" })).toBeDisabled();
    await expect(page.getByText("Claimed: ￥188.00")).toBeVisible();
    expect(claims).toEqual([JSON.stringify({ promotionClaimId: 880012, promotionType: "UPGRADE_BONUS" })]);
    await screenshot(page, testInfo, "rewards-claimed-dark");
  });

});

test.describe("daily check-in", () => {
  test("check in today: the day reads signed and the button says so", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/activity/signIn");
    const calendar = page.getByRole("list", { name: "Check-in days" });
    await expect(calendar.getByRole("listitem")).toHaveCount(7);
    await expect(calendar.getByText("Signed")).toHaveCount(2);
    await screenshot(page, testInfo, "sign-in-dark");
    await expectNoSeriousA11yViolations(page, "sign-in");
    await page.getByRole("button", { name: "Check in today" }).click();
    await expect(page.getByRole("button", { name: "Come back tomorrow" })).toBeDisabled();
    await expect(calendar.getByText("Signed")).toHaveCount(3);
    await screenshot(page, testInfo, "sign-in-signed-dark");
  });

});

test.describe("invite friends", () => {
  test("copy the invitation link; its QR code is drawn", async ({ page, context }, testInfo) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openAsMember(page, "/m/inviteFriends");
    const link = "https://www.platform.test/?referralCode=ply6684";
    await expect(page.getByText(link)).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code of your invitation link" })).toBeVisible();
    await screenshot(page, testInfo, "invite-dark");
    await expectNoSeriousA11yViolations(page, "invite friends");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Copied to the clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test("an agent gets the agent modal", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/inviteFriends", {
      token: "e2e_agent_token_0123456789abcdef",
      merchantCode: "mc_demo",
      userName: "agent_lee",
      type: 41,
      firstTimeLogin: false,
    });
    const dialog = page.getByRole("alertdialog", { name: "Agent account" });
    await expect(dialog).toBeVisible();
    await screenshot(page, testInfo, "invite-agent-dark");
    await expectNoSeriousA11yViolations(page, "agent modal");
  });
});

test.describe("points mall", () => {
  test("redeem a reward with the withdrawal password; the balance follows", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/mall/mallHome");
    await expect(page.getByText("2,460 points", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Not enough points" }).first()).toBeDisabled();
    await expect(page.getByRole("tablist", { name: "Reward categories" }).getByRole("tab")).toHaveText(["All", "Vouchers", "Services", "Gifts"]);
    await expect(page.getByRole("region", { name: "My redemptions" }).getByText("Under review")).toBeVisible();
    await screenshot(page, testInfo, "mall-dark");
    await expectNoSeriousA11yViolations(page, "points mall");
    await page.getByRole("button", { name: "Redeem ￥18.00 cash" }).click();
    const sheet = page.getByRole("dialog", { name: "Redeem ￥18.00 cash?" });
    await sheet.getByLabel("Withdrawal password").fill("135790");
    await screenshot(page, testInfo, "mall-confirm-dark");
    // Prism forgets: its balance answer stays 2,460 after the redemption, and the app asks for the balance again
    // after every money call, so the server's balance after it is answered here (the redemption's
    // pointBalance, 660), or the refetch would put the old figure back under the test.
    let redeemed = false;
    await page.route("**/wps/relay/MCSFE_getPointBalance**", async (route) => {
      if (!redeemed) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { value: number };
      await route.fulfill({ response, json: { ...body, value: 660 } });
    });
    const redeem = page.waitForRequest((request) => request.url().includes("passwordCheck/MCSFE_redeemPointReward"));
    await sheet.getByRole("button", { name: "Redeem now" }).click();
    const sent = await redeem;
    redeemed = true;
    expect(sent.postData() ?? "").not.toContain("135790");
    await expect(page.getByText("660 points", { exact: true })).toBeVisible();
    await expect(sheet).toBeHidden();
  });
});
