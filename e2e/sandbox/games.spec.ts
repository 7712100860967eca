// Games and the inbox on the sandbox, which remembers: the lottery page lists the
// gateway's groups of the prize mode the vendor mapping gives and launches a
// game on its code; the inbox (EMFE_) reads a message by id and recordSource
// and deletes one, and a reload and the message centre's badge show what the
// sandbox kept.
import { expect, test, type APIRequestContext } from "../helpers/test.ts";
import { openAsMember, type SeededSession } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

/** A real member of its own (the seeded inbox, nothing read yet). */
async function newMember(request: APIRequestContext, prefix: string, project: string): Promise<SeededSession> {
  const userName = `${prefix}_${project.replace(/[^a-z0-9]/g, "")}_${Date.now() % 100000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026" } });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { token: string; userName: string; type: number };
  return { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: member.type, firstTimeLogin: false };
}

test("the lottery lists the gateway's groups and launches a game on its code", async ({ page, context, request }, testInfo) => {
  const member = await newMember(request, "lotto", testInfo.project.name);
  const list = page.waitForRequest((sent) => sent.url().includes("/lgw/games/mobile"));
  await openAsMember(page, "/m/lottery", member);
  // The sandbox's vendor mapping has an ELOTT entry for TCG_LOTTO_VN (spec §4): the entertainment list.
  expect(new URL((await list).url()).searchParams.get("prizeMode")).toBe("Elott");
  const ssc = page.getByRole("region", { name: "SSC" });
  await expect(ssc.getByRole("button", { name: "Chongqing SSC, Hot" })).toBeVisible();
  await expect(page.getByRole("region", { name: "K3" }).getByRole("button", { name: "Jiangsu K3, New" })).toBeVisible();
  await expect(page.getByText("Entertainment play")).toBeVisible();
  await screenshot(page, testInfo, "sandbox-lottery");
  await expectNoSeriousA11yViolations(page, "lottery");

  const launch = page.waitForRequest((sent) => sent.url().includes("/wps/game/launchGame"));
  const tab = context.waitForEvent("page");
  await ssc.getByRole("button", { name: "Chongqing SSC, Hot" }).click();
  expect(Object.fromEntries(new URL((await launch).url()).searchParams)).toMatchObject({ launchMode: "LOTT", vassalage: "LOTT", lottoGameCode: "CQSSC", lottoPrizeMode: "Ent" });
  await (await tab).close();
});

test("the inbox reads a message and deletes one, and the sandbox keeps both", async ({ page, request }, testInfo) => {
  const member = await newMember(request, "mail", testInfo.project.name);
  await openAsMember(page, "/m/message", member);
  const messages = page.getByRole("button", { name: /Messages/ });
  await expect(messages.getByRole("img", { name: "3 unread" })).toBeVisible();

  await page.goto("/m/webEmail");
  const paid = page.getByRole("button", { name: /Your withdrawal has been paid/ });
  await expect(paid.getByRole("img", { name: "Unread" })).toBeVisible();
  await expect(paid).toContainText("From Customer service");
  await screenshot(page, testInfo, "sandbox-inbox");
  await expectNoSeriousA11yViolations(page, "inbox");

  const read = page.waitForResponse((answer) => answer.url().includes("/wps/relay/EMFE_updateInboxRead"));
  await paid.click();
  expect(await (await read).json()).toMatchObject({ success: true });
  await expect(page.getByText("was paid to your bank card ending 8842")).toBeVisible();
  await expect(paid.getByRole("img", { name: "Unread" })).toHaveCount(0);

  // The reward message shows what it holds and where to claim it.
  const reward = page.getByRole("button", { name: /Weekend deposit bonus is waiting/ });
  await reward.click();
  const block = page.getByRole("region", { name: "Weekend deposit bonus" });
  await expect(block).toContainText("Lucky red packet × 2");
  await screenshot(page, testInfo, "sandbox-inbox-reward");

  await page.getByRole("listitem").filter({ has: reward }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted")).toBeVisible();
  await expect(reward).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("button", { name: /Your withdrawal has been paid/ }).getByRole("img", { name: "Unread" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Weekend deposit bonus is waiting/ })).toHaveCount(0);
  await page.goto("/m/message");
  // Three unread at first: one read, one (unread) deleted.
  await expect(page.getByRole("button", { name: /Messages/ }).getByRole("img", { name: "1 unread" })).toBeVisible();
  await screenshot(page, testInfo, "sandbox-message-centre");
});
