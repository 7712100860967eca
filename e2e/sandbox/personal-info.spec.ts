// An edit of my account's personal info persists. Prism answers
// every read with the same example, so this runs against the sandbox, whose
// profile handlers remember (mocks/src/sandbox/handlers/profile.ts): a member
// of its own per phone, nickname, email, payee name and birthday saved, then
// a reload shows them, and the payee name, set once, is locked.
import { expect, test } from "../helpers/test.ts";
import { openAsMember } from "../helpers/app.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

test("my account: nickname, email, payee name and birthday saved are there after a reload", async ({ page, request }, testInfo) => {
  const userName = `profile_${testInfo.project.name.replace(/[^a-z0-9]/g, "")}_${Date.now() % 100000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026" } });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { token: string; userName: string; type: number };
  await openAsMember(page, "/m/member/info", { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: member.type, firstTimeLogin: false });

  await expect(page.getByText(userName)).toBeVisible();
  await page.getByLabel("Nickname").fill("Lucky Star");
  await page.getByLabel("Email").fill(`${userName}@example.com`);
  await page.getByLabel("Payee name").fill("Tan Mei Ling");
  await page.getByLabel("Birthday").fill("1994-03-18");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your details have been saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Nickname")).toHaveValue("Lucky Star");
  await expect(page.getByLabel("Email")).toHaveValue(`${userName}@example.com`);
  await expect(page.getByLabel("Payee name")).toHaveValue("Tan Mei Ling");
  await expect(page.getByLabel("Payee name")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Payee name")).toHaveAccessibleDescription("Set once. To change it, contact customer service.");
  await expect(page.getByLabel("Birthday")).toHaveValue("1994-03-18");
  await screenshot(page, testInfo, "sandbox-my-account-saved");
});
