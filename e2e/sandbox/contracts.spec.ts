// An agent's contracts on the sandbox, whose contracts remember
// (mocks/src/sandbox/agent-contracts.ts): each test has an agent of its own
// (the sandbox is shared by the workers), who starts with a daily-salary, a
// dividend and an hourly-salary request of the upline waiting (the contract's
// consolidated funds "allOffers"), a contract of each kind in force, two
// direct downlines and a downline's dividend to distribute.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "../helpers/test.ts";
import { openAsMember, screenLoaded } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

/** A new agent (type 1) with ￥50,000, logged in on `path`. */
async function openAsNewAgent(page: Page, request: APIRequestContext, testInfo: TestInfo, path: string): Promise<string> {
  const userName = `ct${testInfo.workerIndex}_${Date.now() % 10_000_000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026", type: 1, balance: 50000 } });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { token: string; userName: string; type: number };
  await openAsMember(page, path, { token: agent.token, merchantCode: "mc_demo", userName: agent.userName, type: agent.type, firstTimeLogin: false });
  return userName;
}

const section = (page: Page, name: string) => page.locator("section").filter({ has: page.getByRole("heading", { name, level: 2, exact: true }) });

/** Answers a request: its button, then the confirmation's (and the second one, when a downline earns more). */
async function answer(page: Page, request: ReturnType<Page["locator"]>, button: string, confirmations = 1) {
  await request.getByRole("button", { name: button, exact: true }).click();
  for (let i = 0; i < confirmations; i++) {
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: button === "Refuse" ? "Refuse" : "Accept" }).click();
    if (i + 1 < confirmations) await expect(dialog).toContainText("already earns more");
  }
}

test("salary contract: home's prompt leads to the request, accepted it is the contract in force, then a downline is offered one", async ({ page, request }, testInfo) => {
  await openAsNewAgent(page, request, testInfo, "/m/home");
  // Spec §2 "Home": the first of the three prompts, with cancel and go.
  const prompt = page.getByRole("alertdialog");
  await expect(prompt).toContainText("A daily salary contract request is waiting for you.");
  await prompt.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

  const waiting = section(page, "Waiting for your answer");
  const offer = waiting.getByRole("article", { name: "Slots" });
  await expect(offer.getByText("Your upline offers you these terms.")).toBeVisible();
  await expect(offer.getByRole("cell", { name: "0.6% of turnover" })).toBeVisible();
  await screenLoaded(page);
  await expectNoSeriousA11yViolations(page, "salary contract");
  await screenshot(page, testInfo, "contracts-salary-request", { fullPage: true });

  await answer(page, offer, "Accept");
  await expect(page.getByText("Your answer was sent")).toBeVisible();
  await expect(waiting.getByText("Nothing waits for your answer.")).toBeVisible();
  const mine = section(page, "My contracts").getByRole("article", { name: "Slots" });
  await expect(mine.getByText("In force")).toBeVisible();
  await expect(mine.getByRole("cell", { name: "0.6% of turnover" })).toBeVisible();

  // Offer sub_agent_tan the second tier at 0.5% (the agent's own pays 0.6%).
  const form = page.getByRole("form", { name: "Offer a downline a contract" });
  await form.getByLabel("Downline").selectOption({ label: "sub_agent_tan" });
  await form.getByLabel(/Tier 2: salary/).fill("0.5");
  await form.getByRole("button", { name: "Send the offer" }).click();
  await expect(page.getByText("Offer sent to sub_agent_tan")).toBeVisible();
  const offered = section(page, "Offered to my downlines").getByRole("article", { name: "sub_agent_tan" });
  await expect(offered.getByText("Waiting for their answer")).toBeVisible();
  await expect(offered.getByRole("cell", { name: "0.5% of turnover" })).toBeVisible();
  // The history says the request was accepted.
  await expect(section(page, "History").getByText("In force").first()).toBeVisible();
  await screenLoaded(page);
  await screenshot(page, testInfo, "contracts-salary-accepted", { fullPage: true });
});

test("dividend contract: the live casino request is accepted for all its tiers and is the contract in force", async ({ page, request }, testInfo) => {
  await openAsNewAgent(page, request, testInfo, "/m/member/agent/getDevidendContract");
  const offer = section(page, "Waiting for your answer").getByRole("article", { name: "Live casino" });
  await expect(offer.getByRole("cell", { name: "30%" })).toBeVisible();
  // Its downlines' contracts, by name: sub_agent_tan has not answered the agent's offer yet.
  await expect(section(page, "Offered to my downlines").getByRole("article", { name: "sub_agent_tan" }).getByText("Waiting for their answer")).toBeVisible();
  await screenLoaded(page);
  await expectNoSeriousA11yViolations(page, "dividend contract");
  await screenshot(page, testInfo, "contracts-dividend-request", { fullPage: true });

  await answer(page, offer, "Accept");
  await expect(section(page, "Waiting for your answer").getByText("Nothing waits for your answer.")).toBeVisible();
  const mine = section(page, "My contracts").getByRole("article", { name: "Live casino" });
  await expect(mine.getByText("In force")).toBeVisible();
  await expect(mine.getByRole("cell", { name: "20%" })).toBeVisible();
  await screenLoaded(page);
  await screenshot(page, testInfo, "contracts-dividend-accepted", { fullPage: true });
});

test("hourly contract: a request on sports a downline out-earns asks twice, then is the contract in force", async ({ page, request }, testInfo) => {
  await openAsNewAgent(page, request, testInfo, "/m/member/agent/getHourContract");
  const offer = section(page, "Waiting for your answer").getByRole("article", { name: "Sports" });
  await expect(offer.getByRole("cell", { name: "￥88.00" })).toBeVisible();
  await screenLoaded(page);
  await expectNoSeriousA11yViolations(page, "hourly contract");
  await screenshot(page, testInfo, "contracts-hourly-request", { fullPage: true });

  await answer(page, offer, "Accept", 2);
  await expect(section(page, "Waiting for your answer").getByText("Nothing waits for your answer.")).toBeVisible();
  const mine = section(page, "My contracts").getByRole("article", { name: "Sports" });
  await expect(mine.getByRole("cell", { name: "￥88.00" })).toBeVisible();
  await screenLoaded(page);
  await screenshot(page, testInfo, "contracts-hourly-accepted", { fullPage: true });
});

test("dividend page: a downline's dividend is distributed once, from the agent's balance", async ({ page, request }, testInfo) => {
  const userName = await openAsNewAgent(page, request, testInfo, "/m/member/agent/agentDivident");
  await expect(page.getByText("Dividend so far")).toBeVisible();
  const records = section(page, "Dividend records");
  const due = records.getByRole("listitem").filter({ hasText: "sub_agent_wu" });
  await expect(due.getByText("To distribute")).toBeVisible();
  await screenLoaded(page);
  await expectNoSeriousA11yViolations(page, "dividend page");
  await screenshot(page, testInfo, "contracts-dividend-page", { fullPage: true });

  await due.getByRole("button", { name: "Distribute" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Distribute ￥4,274.00 to sub_agent_wu?");
  await dialog.getByRole("button", { name: "Distribute" }).click();
  await expect(page.getByText("Dividend distributed to sub_agent_wu")).toBeVisible();
  await expect(due.getByText("Paid")).toBeVisible();
  await expect(due.getByRole("button", { name: "Distribute" })).toHaveCount(0);
  // The sandbox took it once from the agent's balance.
  const members = (await (await request.get(`${SANDBOX_URL}/__sandbox`)).json()) as { members?: { userName: string; balance: number }[] };
  const agent = members.members?.find((member) => member.userName === userName);
  expect(agent?.balance).toBe(50000 - 4274);
  await screenshot(page, testInfo, "contracts-dividend-distributed", { fullPage: true });
});
