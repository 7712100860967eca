import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { memberCentreHandlers } from "../testing/member-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...memberCentreHandlers });

describe("/m/member/benefits (spec §3, §4)", () => {
  it("shows the level and turnovers, the merchant's table with the member's row marked, and the retention rule in its figures", async () => {
    renderApp({ route: "/m/member/benefits", session: memberSession() });
    expect(await screen.findByText("VIP3 → VIP4")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Total turnover towards VIP4" })).toHaveAttribute("aria-valuenow", "41");
    const table = await screen.findByRole("table", { name: /Turnover and bonuses of each VIP level/ });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(9);
    const mine = rows.find((row) => row.getAttribute("aria-current") === "true");
    expect(within(mine!).getByRole("rowheader")).toHaveTextContent("VIP3");
    expect(within(rows[8]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["￥100,000,000", "￥18,888", "￥40,000,000", "￥8,888", "￥5,888"]);
    expect(screen.getByText(/VIP4 missing ￥500,000 drops to VIP3/)).toBeInTheDocument();
  });

  it("the merchant's own table: its levels and names, the retention example from its fourth level", async () => {
    const levels = ok([
      { rankName: "Bronze", totalTurnover: 1000, monthlyTurnover: 0 },
      { rankName: "Silver", totalTurnover: 10_000, monthlyTurnover: 2_000 },
      { rankName: "Gold", totalTurnover: 100_000, monthlyTurnover: 20_000 },
      { rankName: "Platinum", totalTurnover: 500_000, monthlyTurnover: 80_000 },
    ]);
    const benefits = ok([{ rankName: "Gold", upgradeBonus: 88, monthlyBonus: 18, birthdayBonus: 38 }]);
    const progress = ok({ playerRankName: "Gold", monthlyTurnover: { actual: 5_000, expected: 20_000 }, totalTurnover: { actual: 120_000, expected: 500_000 } });
    renderApp({
      route: "/m/member/benefits",
      session: memberSession(),
      api: { "GET /wps/relay/MCSFE_getPlayerRankGroupLevels": levels, "GET /wps/relay/MCSFE_getMemberClubBenefit": benefits, "GET /wps/relay/MCSFE_getPlayerRankProgress": progress },
    });
    expect(await screen.findByText("Gold → Platinum")).toBeInTheDocument();
    expect(screen.getByText("Turn over ￥15,000.00 more this month to keep Gold. Missing it drops you to Silver at the end of the month.")).toBeInTheDocument();
    const rows = within(await screen.findByRole("table")).getAllByRole("row");
    expect(rows.map((row) => within(row).queryByRole("rowheader")?.textContent ?? "")).toEqual(["", "Bronze", "Silver", "GoldYour level", "Platinum"]);
    expect(within(rows[3]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["￥100,000", "￥88", "￥20,000", "￥18", "￥38"]);
    expect(screen.getByText(/Platinum missing ￥80,000 drops to Gold/)).toBeInTheDocument();
  });

  it("no levels set up: says so; the table failing: one message and Try again", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/member/benefits",
      session: memberSession(),
      api: { "GET /wps/relay/MCSFE_getMemberClubBenefit": () => (fail ? json({ success: false }, { status: 500 }) : json(ok([]))), "GET /wps/relay/MCSFE_getPlayerRankGroupLevels": ok([]) },
    });
    const section = await screen.findByRole("region", { name: "Level benefits" });
    fail = false;
    await user.click(await within(section).findByRole("button", { name: "Try again" }));
    expect(await within(section).findByText("No VIP levels are set up yet")).toBeInTheDocument();
  });

  it("sends a visitor to /m/login", async () => {
    renderApp({ route: "/m/member/benefits" });
    await screen.findByRole("heading", { level: 1 });
    expect(window.location.pathname).toBe("/m/login");
  });
});
