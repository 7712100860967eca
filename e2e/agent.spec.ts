// The agent side (issue 16) on both phones against Prism: an agent login from
// the mock (type 1), agent home's greeting, balance, team figures, grid and
// footer, every grid, footer and contract route showing its data, accepting a
// daily-salary contract, opening a downline account (encrypted), the role
// gates, and one failure that recovers.
import { expect, test, type Page } from "@playwright/test";
import { memberSession, openAsAgent, openAsMember, screenshot, setTheme } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";

/** The merchant menu that lists every agent grid key and the dividend tab (contract example agentGrid). */
const allowAll = { getWhitelabelMenu: "agentGrid", getAnnouncements: "agent" };

const agentFooter = (page: Page) => page.getByRole("navigation", { name: "Agent menu" });

test.describe("agent home", () => {
  test("shows the greeting, balance, team figures, notice, grid and its own footer", async ({ page }, testInfo) => {
    await openAsAgent(page, "/m/agent", allowAll);
    await expect(page.getByText(/Good (morning|afternoon|evening), agent_lee/)).toBeVisible();
    await expect(page.getByRole("status", { name: "Balance" }).or(page.getByLabel("Balance").first())).toBeVisible();
    const today = page.getByRole("region", { name: "Team today" }).or(page.getByLabel("Team today").first());
    await expect(today.first()).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "86" })).toBeVisible();
    const grid = page.getByRole("navigation", { name: "Agent tools" });
    for (const name of ["Team overview", "Transactions", "Team", "Red-packet rain", "Team P&L", "Team bets", "My rebates", "Team rebates", "Security", "Mail center", "Online service"]) {
      await expect(grid.getByRole(name === "Online service" ? "button" : "link", { name: new RegExp(`(^|unread )${name.replace(/[&]/g, "\\$&")}$`) })).toBeVisible();
    }
    await expect(agentFooter(page).getByRole("link", { name: /Dividend/ })).toBeVisible();
    await expect(agentFooter(page).getByRole("link", { name: /Announcements/ })).toBeVisible();
    // No general header and no footer menu on agent home (spec §2).
    await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
    await screenshot(page, testInfo, "agent-home");
    await expectNoSeriousA11yViolations(page, "agent home");
  });
});
