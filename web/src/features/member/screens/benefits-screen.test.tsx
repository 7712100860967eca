import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberSession } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { memberCentreHandlers } from "../testing/member-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...memberCentreHandlers });

describe("/m/member/benefits (spec §3, §4)", () => {
  it("shows the level and progress, the eight-level table with the member's row marked, and the retention rule", async () => {
    renderApp({ route: "/m/member/benefits", session: memberSession() });
    expect(await screen.findByText("VIP 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progress to the next level" })).toHaveAttribute("aria-valuenow", "16.05");
    expect(screen.getByText("Next: VIP 4 at ￥1,000,000")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /Turnover and bonuses of each VIP level/ });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(9);
    const mine = rows.find((row) => row.getAttribute("aria-current") === "true");
    expect(mine).toBeDefined();
    expect(within(mine!).getByRole("rowheader")).toHaveTextContent("VIP3");
    expect(within(rows[8]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["￥100,000,000", "￥18,888", "￥40,000,000", "￥8,888", "￥5,888"]);
    expect(screen.getByText(/VIP 4 missing ￥500,000 drops to VIP 3/)).toBeInTheDocument();
  });

  it("sends a visitor to /m/login", async () => {
    renderApp({ route: "/m/member/benefits" });
    await screen.findByRole("heading", { level: 1 });
    expect(window.location.pathname).toBe("/m/login");
  });
});
