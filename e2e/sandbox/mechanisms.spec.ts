// Issue 47: a feature's screens load the texts namespace named like the feature without a line of their own in
// app/routes/route-table.ts (only the features whose namespaces differ are listed there). Opened directly, a
// wallet screen (namespace found by name) and the member centre (its listed namespaces, member and vip) show
// their own texts, not keys or a blank screen, at a Pixel 7 and at 320 px.
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "../helpers/test.ts";
import { openAsMember } from "../helpers/app.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

async function walk(page: Page, testInfo: TestInfo, request: APIRequestContext, suffix: string) {
  const userName = `mech_${testInfo.project.name.replace(/[^a-z0-9]/g, "")}_${suffix}_${Date.now() % 100000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026" } });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { token: string; userName: string; type: number };
  await openAsMember(page, "/m/withdraw", { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: member.type, firstTimeLogin: false });
  await expect(page.getByRole("region", { name: "Your balance" }).getByText("Withdrawable now")).toBeVisible();
  await screenshot(page, testInfo, `mechanisms-withdraw-${suffix}`);

  await page.goto("/m/member/home");
  await expect(page.getByRole("region", { name: "VIP progress" })).toBeVisible();
  await screenshot(page, testInfo, `mechanisms-member-centre-${suffix}`);
}

test("a wallet screen and the member centre show their own texts, opened directly", async ({ page, request }, testInfo) => {
  await walk(page, testInfo, request, "pixel7");
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test("the same screens show their own texts", async ({ page, request }, testInfo) => {
    await walk(page, testInfo, request, "320");
  });
});
