// The agent side in the browser, against Prism: one journey of an
// agent (type 1) through agent home and three of its screens, each audited by
// axe, and agent home's light theme under axe. The agent area is a
// place of its own (the whole grid, the agent footer on its pages, Home back to
// the main site) and a plain member is turned away from it once. Each agent screen's title and
// data, its states (a failed report, an empty team), the role gates, the
// whitelist, the contract, red-rain and open-account actions are component
// tests (web/src/features/agent/**/*.test.tsx).
import { expect, test, type Page } from "./helpers/test.ts";
import { memberSession, openAsAgent, openAsMember, setTheme } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { screenshot } from "./helpers/screenshot.ts";

/** The agent announcements (contract example); the consolidated settings' default menu tree shows every grid entry and the dividend tab. */
const allowAll = { getAnnouncements: "agent" };

const agentFooter = (page: Page) => page.getByRole("navigation", { name: "Agent menu" });

test("an agent's journey: home, its notice, then team overview, team and rebates from the grid, each passing axe", async ({ page }, testInfo) => {
  // Four screens and four whole-page audits: more than the default 30 s on a loaded machine.
  test.slow();
  // The greeting reads the hour: this test sets its own, whatever E2E_NOW moves the run's start to. 12:30 on a
  // phone in the platform's zone (the configs' timezoneId) is spec §2's early afternoon.
  await page.clock.setSystemTime(new Date("2026-11-20T12:30:00+08:00"));
  await openAsAgent(page, "/m/agent", allowAll);
  await expect(page).toHaveTitle("Agent");
  await expect(page.getByText("Good day, agent_lee")).toBeVisible();
  await expect(page.getByRole("status", { name: "Balance" })).toHaveText("￥12,580.50");
  // The team KPI's default example (ODSFE2_teamKPIC "range"): its footer's logins.
  await expect(page.getByRole("region", { name: "Team today" }).getByRole("definition").first()).toHaveText("118");
  const grid = page.getByRole("navigation", { name: "Agent tools" });
  await expect(grid.getByRole("link", { name: "Team overview" })).toBeVisible();
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

  // The grid leads to its screens, and back.
  const screens = [
    { link: "Team overview", path: /\/m\/agent\/team\/overview$/, data: page.getByRole("definition").filter({ hasText: /^￥369,300\.00$/ }) },
    { link: "Team", path: /\/m\/member\/team$/, data: page.getByRole("button", { name: /^lucky_88/ }) },
    { link: "My rebates", path: /\/m\/member\/agent\/agentRebeat$/, data: page.getByRole("heading", { name: "Account quotas" }) },
  ];
  for (const { link, path, data } of screens) {
    await grid.getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(data).toBeVisible();
    await screenshot(page, testInfo, `agent-${link.toLowerCase().replaceAll(" ", "-")}`);
    await expectNoSeriousA11yViolations(page, link);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/agent$/);
  }
});

test("agent home in the light theme passes axe (its stat tiles stand apart from their card)", async ({ page }, testInfo) => {
  await openAsAgent(page, "/m/agent", allowAll);
  await setTheme(page, "light");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(page.getByRole("region", { name: "Team today" }).getByRole("definition").first()).toHaveText("118");
  await screenshot(page, testInfo, "agent-home-light");
  await expectNoSeriousA11yViolations(page, "agent home (light)");
});

test("the agent area is a place of its own: the whole grid, the agent footer on its pages, Home back to the main site", async ({ page }, testInfo) => {
  await openAsAgent(page, "/m/agent", allowAll);
  const grid = page.getByRole("navigation", { name: "Agent tools" });
  // The merchant's menu enables all nine grid entries (spec §2) and the mail centre; online service always shows.
  const nine = ["Team overview", "Transactions", "Team", "Red-envelope rain", "Team P&L", "Team bets", "My rebates", "Team rebates", "Security"];
  for (const name of nine) await expect(grid.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(grid.getByRole("button", { name: "Online service" })).toBeVisible();

  // A grid page has the agent footer, not the footer menu.
  await grid.getByRole("link", { name: "Team bets", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/teamBetting$/);
  await expect(agentFooter(page)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await screenshot(page, testInfo, "agent-team-betting-footer");

  // A footer tab shows itself as the current page.
  await agentFooter(page).getByRole("link", { name: "Dividend" }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
  await expect(agentFooter(page).getByRole("link", { name: "Dividend" })).toHaveAttribute("aria-current", "page");
  await screenshot(page, testInfo, "agent-dividend-footer");

  // Home leads back to the main site.
  await agentFooter(page).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
});

test("a plain member (type 0) opening the dividend page goes home, told once that they are not an agent", async ({ page }) => {
  // The two messages came from the dividend page's own calls, refused: none may leave.
  const agentCalls: string[] = [];
  page.on("request", (request) => {
    if (/ODSFE2_|MCS2_|whitelabel\/menu/.test(request.url())) agentCalls.push(request.url());
  });
  await openAsMember(page, "/m/member/agent/agentDivident", memberSession);
  await expect(page).toHaveURL(/\/m\/home$/);
  const told = page.getByRole("status").filter({ hasText: "Cannot log in because not an agent" });
  await expect(told).toBeVisible();
  await expect(told).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(agentCalls).toEqual([]);
});
