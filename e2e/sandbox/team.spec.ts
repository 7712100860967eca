// The agent's team on the sandbox, whose team is the contract's
// (agent_lee's three direct downlines with a week of bets and deposits,
// mocks/src/sandbox/team-book.ts). The team KPI's day rows on agent home and
// the team overview, a downline's rebate raised and kept, and the red-envelope
// rain: an amount to each chosen downline, confirmed, sent once, the balance
// read again. Each screen passes axe.
import { expect, test, type Page } from "../helpers/test.ts";
import { openAsMember, type SeededSession } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

/** The seeded agent's live session (the contract's agent login example). */
const agentLee: SeededSession = { token: "7c1a5e9b3d2f4a6c8e0b1d3f5a7c9e2b", merchantCode: "mc_demo", userName: "agent_lee", type: 1, firstTimeLogin: false };

/** The agent's balance as the sandbox keeps it. */
async function balanceOf(page: Page): Promise<number> {
  const answer = await page.request.get(`${SANDBOX_URL}/wps/member/info`, { headers: { Merchant: "mc_demo", Authorization: agentLee.token } });
  return ((await answer.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

// One agent for the file: its tests run one after another.
test.describe.configure({ mode: "serial" });

test("team KPI: agent home's team today, then the overview's day rows and win/loss per game for the week", async ({ page }, testInfo) => {
  await openAsMember(page, "/m/agent", agentLee);
  const today = page.getByRole("region", { name: "Team today" });
  // The three downlines bet today (the seeded week).
  await expect(today.getByRole("definition").nth(1)).toHaveText("3");
  await screenshot(page, testInfo, "sandbox-agent-home-team-today");

  await page.getByRole("navigation", { name: "Agent tools" }).getByRole("link", { name: "Team overview", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
  const days = page.getByRole("region", { name: "By day" });
  await expect(days.getByRole("rowheader").first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("region", { name: "Win/loss by game" }).getByRole("rowheader", { name: "Slots" })).toBeVisible();
  await page.getByRole("button", { name: "Yesterday" }).click();
  await expect(days.getByRole("rowheader")).toHaveCount(1);
  await page.getByRole("button", { name: "This week" }).click();
  await screenshot(page, testInfo, "sandbox-team-overview", { fullPage: true });
  await expectNoSeriousA11yViolations(page, "team overview");
});

test("rebates: lucky_88's slots rebate raised to what the agent may give, refused above it, and kept", async ({ page }, testInfo) => {
  await openAsMember(page, "/m/member/teamRebate", agentLee);
  await page.getByRole("button", { name: "lucky_88" }).click();
  const panel = page.getByRole("region", { name: "lucky_88", exact: true });
  const slots = panel.getByLabel("Slots rebate (%)");
  await expect(slots).toHaveAccessibleDescription(/From [\d.]+% up to 1\.1%/);
  await slots.fill("1.2");
  await panel.getByRole("button", { name: "Save rebates" }).click();
  await expect(slots).toHaveAccessibleDescription(/Enter a rebate from [\d.]+% to 1\.1%/);
  await slots.fill("1.1");
  await panel.getByRole("button", { name: "Save rebates" }).click();
  await expect(page.getByText("Rebates saved")).toBeVisible();
  await screenshot(page, testInfo, "sandbox-team-rebate-saved", { fullPage: true });
  await expectNoSeriousA11yViolations(page, "team rebates");

  await page.reload();
  await page.getByRole("button", { name: "lucky_88" }).click();
  const row = page.getByRole("region", { name: "lucky_88: Rebates" }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Slots" }) });
  await expect(row.getByRole("cell").first()).toHaveText("1.1%");
});

test("red-envelope rain: ￥8.88 to two chosen downlines, confirmed, sent once, the agent's balance down by ￥17.76", async ({ page }, testInfo) => {
  const before = await balanceOf(page);
  const sends: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/wps/agent/transferMultipleDownline")) sends.push(request.headers()["idempotency-key"] ?? "");
  });
  await openAsMember(page, "/m/redRain", agentLee);
  const downlines = page.getByRole("group", { name: "Your downlines" });
  await expect(downlines.getByRole("checkbox", { name: "lucky_88" })).toBeChecked();
  await expect(downlines.getByRole("checkbox", { name: "agent_lee" })).toHaveCount(0);
  await downlines.getByRole("checkbox", { name: "sub_agent_wu" }).uncheck();
  await page.getByLabel("Amount each").fill("8.88");
  await page.getByLabel("Withdrawal password").fill("135790");
  await expect(page.getByText("Total", { exact: true }).locator("+ dd")).toHaveText("￥17.76");
  await screenshot(page, testInfo, "sandbox-red-rain-form", { fullPage: true });
  await expectNoSeriousA11yViolations(page, "red-envelope rain");

  await page.getByRole("button", { name: "Send 2 red envelope(s)" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("2 downline(s) get ￥8.88 each, ￥17.76 in all");
  await screenshot(page, testInfo, "sandbox-red-rain-confirm");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("heading", { name: "Sent ￥17.76 to 2 downline(s)" })).toBeVisible();
  await screenshot(page, testInfo, "sandbox-red-rain-sent");
  await expectNoSeriousA11yViolations(page, "red-envelope rain sent");

  expect(sends).toHaveLength(1);
  // One intent, one key: a UUID v4 the SDK draws (newIdempotencyKey).
  expect(sends[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(await balanceOf(page)).toBeCloseTo(before - 17.76, 2);
});

test("P&L, team bets and open account read the team's week and the agent's rates", async ({ page }, testInfo) => {
  await openAsMember(page, "/m/agent/team/pnl", agentLee);
  const pnl = page.getByRole("region", { name: "Team profit and loss" });
  await expect(pnl.getByRole("rowheader", { name: "sub_agent_wu" })).toBeVisible();
  await expect(pnl.getByRole("rowheader", { name: "Total" })).toBeVisible();
  await screenshot(page, testInfo, "sandbox-team-pnl");
  await expectNoSeriousA11yViolations(page, "team P&L");

  await page.goto("/m/teamBetting");
  await expect(page.getByRole("region", { name: "Team betting: Slots" }).getByRole("rowheader", { name: "lucky_88" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Lottery", exact: true }).click();
  await expect(page.getByRole("region", { name: "Team betting: Lottery" }).getByRole("rowheader", { name: "sub_agent_wu" })).toBeVisible();
  await screenshot(page, testInfo, "sandbox-team-betting-lottery");
  await expectNoSeriousA11yViolations(page, "team betting");

  await page.goto("/m/agentRegister");
  await expect(page.getByLabel("Slots rebate (%)")).toHaveAccessibleDescription("Up to 1.1% (yours: 1.2%)");
  await screenshot(page, testInfo, "sandbox-open-account-rebates", { fullPage: true });
  await expectNoSeriousA11yViolations(page, "open account");
});
