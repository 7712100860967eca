// The account slice on the sandbox (which remembers, unlike Prism):
// the security centre computes its progress and items from what the member
// set (mocks/src/sandbox/handlers/profile.ts), an identity verification (KYC)
// submitted stays under review after a reload, and registration checks its
// fields by the consolidated settings' rules on the device, the username
// against the members the sandbox has.
import { expect, test, type APIRequestContext, type TestInfo } from "../helpers/test.ts";
import { openAsMember, type SeededSession } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

/** An agent of its own per test and phone (the security centre is the agent area's), with a withdrawal password and a bank card. */
async function newAgent(request: APIRequestContext, testInfo: TestInfo, prefix: string): Promise<SeededSession> {
  const userName = `${prefix}_${testInfo.project.name.replace(/[^a-z0-9]/g, "").slice(0, 6)}_${Date.now() % 100000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026", type: 1, paymentPassword: "246810", bankCard: true } });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { token: string; userName: string; type: number };
  return { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: member.type, firstTimeLogin: false };
}

test("security centre: the progress and each item as the member set them, with the page that completes each", async ({ page, request }, testInfo) => {
  await openAsMember(page, "/m/securityCenter", await newAgent(request, testInfo, "secure"));
  // Login password, withdrawal password and bank card of nine items.
  await expect(page.getByText("33% secured")).toBeVisible();
  const list = page.getByRole("list", { name: "Security center" });
  await expect(list.getByRole("listitem")).toHaveCount(9);
  const row = (name: string) => list.getByRole("listitem").filter({ hasText: name });
  await expect(row("Withdrawal password")).toContainText("Done");
  await expect(row("Bank cards")).toContainText("Done");
  await expect(row("Email")).toContainText("Not done");
  await expect(list.getByRole("link", { name: "Set up Identity verification" })).toHaveAttribute("href", "/m/member/realName");
  await screenshot(page, testInfo, "sandbox-security-centre");
  await expectNoSeriousA11yViolations(page, "/m/securityCenter");

  await list.getByRole("link", { name: "Set up Email" }).click();
  await expect(page).toHaveURL(/\/m\/member\/info$/);
});

test("identity verification: the KYC form's rules, a submission, and 'under review' after a reload", async ({ page, request }, testInfo) => {
  await openAsMember(page, "/m/member/realName", await newAgent(request, testInfo, "kyc"));
  await expect(page.getByText("Not verified")).toBeVisible();
  await page.getByLabel("ID number").fill("12");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByLabel("ID type")).toHaveAccessibleDescription("This field is required");
  await expect(page.getByLabel("Real name")).toHaveAccessibleDescription("This field is required");
  await screenshot(page, testInfo, "sandbox-kyc-form");
  await expectNoSeriousA11yViolations(page, "/m/member/realName");

  await page.getByLabel("ID type").selectOption("PASSPORT");
  await page.getByLabel("ID number").fill("A12345678");
  await page.getByLabel("Real name").fill("Tan Mei Ling");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Your details were submitted and are being reviewed.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Under review")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit for review" })).toHaveCount(0);
  await screenshot(page, testInfo, "sandbox-kyc-pending");
});

test("registration: each field checked on the device by the consolidated rules, the username against the members", async ({ page }, testInfo) => {
  await page.goto("/m/register");
  const username = page.getByLabel("Username");
  await username.fill("ab");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(username).toHaveAccessibleDescription(/6.*16/);
  await expect(username).toBeFocused();
  // The one server check: is the name free (GET /wps/check/username), asked when the member leaves the field.
  await username.fill("player_one");
  await page.getByRole("textbox", { name: "Password", exact: true }).focus();
  await expect(page.getByText("Username already exists")).toBeVisible();
  await screenshot(page, testInfo, "sandbox-register-rules", { fullPage: true });
  await expectNoSeriousA11yViolations(page, "/m/register");
});
