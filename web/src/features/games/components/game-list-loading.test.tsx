import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { GameListLoading } from "./game-list-loading.tsx";

// Issue 33: the picture the build prerenders into /m/gameList's page; web/index.html's script picks the title.
describe("the game list's loading picture", () => {
  it("is the list's header, its tabs with All chosen, and a grid of tile placeholders, titled Slots by default", async () => {
    renderWithProviders(<GameListLoading />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Slots");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("status", { name: "Loading…" }).querySelectorAll(".skeleton__block")).toHaveLength(9);
  });

  it("writes the title of every ?gameType= (spec §4: e-sports and cockfight under Sports; anything else Slots)", async () => {
    renderWithProviders(<GameListLoading />);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading).toHaveAttribute("data-text-by", "gameType");
    const titles = JSON.parse(heading.getAttribute("data-texts") ?? "{}") as Record<string, string>;
    expect(titles).toMatchObject({ "*": "Slots", RNG: "Slots", LIVE: "Live", ESPORTS: titles.SPORTS, COCKFIGHT: titles.SPORTS });
    expect(Object.keys(titles)).toHaveLength(10);
  });
});
