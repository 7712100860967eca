// The agent side (issue 16) on both phones against Prism: an agent login from
// the mock (type 1), agent home's greeting, balance, team figures, grid and
// footer, every grid, footer and contract route showing its data, accepting a
// daily-salary contract, opening a downline account (encrypted), the role
// gates, and a failure that recovers.
import { expect, test, type Page } from "@playwright/test";
import { memberSession, openAsAgent, openAsMember, screenshot, setTheme } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";

/** The merchant menu that lists every agent grid key and the dividend tab, and the agent announcements (contract examples). */
const allowAll = { getWhitelabelMenu: "agentGrid", getAnnouncements: "agent" };

const agentFooter = (page: Page) => page.getByRole("navigation", { name: "Agent menu" });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&");

test.describe("agent home", () => {
  test("shows the greeting, balance, team figures, notice, grid and its own footer", async ({ page }, testInfo) => {
    await openAsAgent(page, "/m/agent", allowAll);
    await expect(page).toHaveTitle("Agent");
    await expect(page.getByText(/Good (morning|afternoon|evening), agent_lee/)).toBeVisible();
    await expect(page.getByRole("status", { name: "Balance" })).toHaveText("￥12,580.50");
    const today = page.getByRole("region", { name: "Team today" });
    await expect(today.getByRole("definition").first()).toHaveText("86");
    const grid = page.getByRole("navigation", { name: "Agent tools" });
    for (const name of ["Team overview", "Transactions", "Team", "Red-packet rain", "Team P&L", "Team bets", "My rebates", "Team rebates", "Security", "Mail center"]) {
      await expect(grid.getByRole("link", { name: new RegExp(`(^|unread )${escape(name)}$`) })).toBeVisible();
    }
    await expect(grid.getByRole("button", { name: "Online service" })).toBeVisible();
    await expect(grid.getByRole("link", { name: /unread Mail center/ })).toBeVisible();
    await expect(agentFooter(page).getByRole("link", { name: "Dividend" })).toBeVisible();
    await expect(agentFooter(page).getByRole("link", { name: "1 unread Announcements" })).toBeVisible();
    // No general header and no footer menu on agent home (spec §2).
    await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
    await screenshot(page, testInfo, "agent-home");
    await expectNoSeriousA11yViolations(page, "agent home");

    // The notice card opens on tap and tells the server it was read.
    const marked = page.waitForRequest((request) => request.url().includes("MCSFE_markAnnouncementAsRead") && request.method() === "POST");
    await page.getByRole("button", { name: /Dividend for 2026-11-01 to 2026-11-15 paid/ }).click();
    expect((await marked).postDataJSON()).toEqual({ announcementId: 7401, read: true });
    await expect(page.getByText("Half-month dividends were paid on 2026-11-16.")).toBeVisible();
    await page.getByRole("button", { name: /Dividend for 2026-11-01/ }).click();
    await expect(page.getByText("Half-month dividends were paid on 2026-11-16.")).toBeHidden();

    // The grid leads to its screens.
    await grid.getByRole("link", { name: "Team overview" }).click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
  });

  test("hides grid entries the merchant's whitelist does not list, and the dividend tab with them", async ({ page }, testInfo) => {
    await openAsAgent(page, "/m/agent", { getWhitelabelMenu: "agentGridLimited" });
    const grid = page.getByRole("navigation", { name: "Agent tools" });
    await expect(grid.getByRole("link", { name: "Team overview" })).toBeVisible();
    await expect(grid.getByRole("link", { name: "Red-packet rain" })).toHaveCount(0);
    await expect(grid.getByRole("button", { name: "Online service" })).toBeVisible();
    await expect(agentFooter(page).getByRole("link", { name: "Dividend" })).toHaveCount(0);
    await setTheme(page, "light");
    await page.reload();
    await expect(grid.getByRole("link", { name: "Team overview" })).toBeVisible();
    // The light theme's stat tiles stand apart from their card (theme token --surface-inset), and axe passes here too.
    await expect(page.getByRole("region", { name: "Team today" }).getByRole("definition").first()).toHaveText("86");
    await screenshot(page, testInfo, "agent-home-light-limited");
    await expectNoSeriousA11yViolations(page, "agent home (light)");
  });

  test("a plain member on /m/agent lands on /m/home; a visitor on /m/login", async ({ page }) => {
    await openAsMember(page, "/m/agent", memberSession);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.evaluate(() => window.sessionStorage.removeItem("MC_SESSION_INFO"));
    await page.goto("/m/agent");
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

/** Each agent route, what shows that it has its data, and whether axe audits it here. */
const routes = [
  { path: "/m/agent/team/overview", title: "Team overview", data: (page: Page) => page.getByRole("definition").filter({ hasText: /^412$/ }), axe: true },
  { path: "/m/transaction/record?types=A", title: "Transaction records", data: (page: Page) => page.getByRole("cell", { name: "Daily salary 2026-11-20" }) },
  { path: "/m/member/team", title: "Team management", data: (page: Page) => page.getByRole("button", { name: /^lucky_88/ }), axe: true },
  { path: "/m/redRain", title: "Red-packet rain", data: (page: Page) => page.getByRole("button", { name: "Join now" }) },
  { path: "/m/agent/team/pnl", title: "Team profit and loss", data: (page: Page) => page.getByRole("rowheader", { name: "sub_agent_wu" }) },
  { path: "/m/teamBetting", title: "Team betting", data: (page: Page) => page.getByRole("cell", { name: /Fortune Gems/ }) },
  { path: "/m/member/agent/agentRebeat", title: "My rebates", data: (page: Page) => page.getByRole("heading", { name: "Account quotas" }), axe: true },
  { path: "/m/member/teamRebate", title: "Team rebates", data: (page: Page) => page.getByRole("rowheader", { name: "Slots" }) },
  { path: "/m/securityCenter", title: "Security center", data: (page: Page) => page.getByText("Bound 138****8000") },
  { path: "/m/agentRegister", title: "Open account", data: (page: Page) => page.getByLabel("Slots rebate (%)") },
  { path: "/m/member/agent/agentDivident", title: "Dividend", data: (page: Page) => page.getByText("Estimated dividend") },
  { path: "/m/member/notice?types=A", title: "Agent announcements", data: (page: Page) => page.getByRole("button", { name: /New daily-salary tiers from December/ }) },
  { path: "/m/member/agent/getSalaryContract", title: "Daily salary contract", data: (page: Page) => page.getByText("In force") },
  { path: "/m/member/agent/getDevidendContract", title: "Dividend contract", data: (page: Page) => page.getByRole("rowheader", { name: "Tier 3" }) },
  { path: "/m/member/agent/getHourContract", title: "Hourly salary contract", data: (page: Page) => page.getByText("Waiting for your answer") },
];

test.describe("agent routes show their data", () => {
  for (const route of routes) {
    test(`${route.path} (${route.title})`, async ({ page }, testInfo) => {
      await openAsAgent(page, route.path, allowAll);
      await expect(page).toHaveTitle(route.title);
      await expect(route.data(page).first()).toBeVisible();
      await expect(page.getByText("This page is not available yet.")).toHaveCount(0);
      await screenshot(page, testInfo, `agent${route.path.split("?")[0]!.replaceAll("/", "-")}`);
      if (route.axe) await expectNoSeriousA11yViolations(page, route.path);
    });
  }
});

test.describe("agent actions", () => {
  test("accepts a pending daily-salary contract after confirming", async ({ page }, testInfo) => {
    await openAsAgent(page, "/m/member/agent/getSalaryContract", { getDailySalaryContract: "pending" });
    await expect(page.getByText("Waiting for your answer").first()).toBeVisible();
    await page.getByRole("button", { name: "Accept" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Accept this contract?");
    await screenshot(page, testInfo, "agent-contract-confirm");
    const sent = page.waitForRequest((request) => request.url().includes("MCS2_processDailySalContract"));
    await dialog.getByRole("button", { name: "Accept" }).click();
    expect((await sent).postDataJSON()).toEqual({ contractId: 40057, action: "ACCEPT" });
    await expect(page.getByText("Contract accepted")).toBeVisible();
  });

  test("opens a downline account with the request encrypted, and keeps what was typed on a refusal", async ({ page }, testInfo) => {
    await openAsAgent(page, "/m/agentRegister");
    await page.getByLabel("Username").fill("lucky_star88");
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByLabel("Confirm password").fill("Secret124");
    await page.getByLabel("Slots rebate (%)").fill("1.5");
    await page.getByRole("button", { name: "Open account" }).click();
    await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription("Two passwords do not match");
    await expect(page.getByLabel("Slots rebate (%)")).toHaveAccessibleDescription("Enter a rebate from 0% to 1.1%");
    await screenshot(page, testInfo, "agent-register-errors");

    await page.getByLabel("Confirm password").fill("Secret123");
    await page.getByLabel("Slots rebate (%)").fill("1");
    const sent = page.waitForRequest((request) => request.url().endsWith("/wps/agent/downline") && request.method() === "POST");
    await page.getByRole("button", { name: "Open account" }).click();
    const body = (await sent).postData() ?? "";
    expect(body).not.toContain("Secret123");
    expect(body).not.toContain("lucky_star88");
    expect(JSON.parse(body)).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/=]{40,}$/) });
    await expect(page.getByText("Account lucky_star88 opened")).toBeVisible();
  });

  test("joins the open red-packet rain session and reads the rules on tap", async ({ page }) => {
    await openAsAgent(page, "/m/redRain");
    const sent = page.waitForRequest((request) => request.url().includes("PROMOFE_joinRedPacketRain"));
    await page.getByRole("button", { name: "Join now" }).click();
    expect((await sent).postDataJSON()).toEqual({ eventId: 8801, sessionId: 880104 });
    await expect(page.getByText("You caught ￥18.88!")).toBeVisible();
    const rules = page.getByRole("button", { name: "Rules" });
    await expect(rules).toHaveAttribute("aria-expanded", "false");
    await rules.click();
    await expect(page.getByText("Three sessions a day, 5 minutes each.", { exact: false })).toBeVisible();
  });

  test("a failed report shows one message, and Try again recovers", async ({ page }, testInfo) => {
    await page.route("**/wps/relay/ODSFE2_TeamKPIA**", (route) =>
      route.fulfill({ status: 500, json: { success: false, errorCode: "system.busy", message: "Internal Server Error" } }),
    );
    await openAsAgent(page, "/m/agent/team/overview");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(/The system is busy, please try again later/);
    await expect(page.getByText("Internal Server Error")).toHaveCount(0);
    await screenshot(page, testInfo, "agent-team-overview-error");
    await page.unroute("**/wps/relay/ODSFE2_TeamKPIA**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("definition").filter({ hasText: /^412$/ })).toBeVisible();
  });

  test("an empty team shows the empty state, in Chinese too", async ({ page }, testInfo) => {
    await openAsAgent(page, "/m/member/team", { getDownlineAccounts: "empty" });
    await expect(page.getByText("No team members yet")).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem("language", "CN"));
    await page.goto("/m/agent");
    await expect(page.getByText(/(早上好|中午好|下午好|晚上好), agent_lee/)).toBeVisible();
    await screenshot(page, testInfo, "agent-home-cn");
  });
});
