import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { gameTypeTitles, GameTilesLoading } from "./game-list-loading.tsx";

function Titles() {
  const { LL } = useI18nContext();
  return <pre>{JSON.stringify(gameTypeTitles(LL))}</pre>;
}

// /m/gameList's prerendered page holds the title of every ?gameType=; web/index.html's script picks one.
describe("the game list's prerendered page", () => {
  it("writes the title of every ?gameType= (spec §4: e-sports and cockfight under Sports; anything else Slots)", async () => {
    renderWithProviders(<Titles />, { route: "/m/gameList" });
    const titles = JSON.parse((await screen.findByText(/Slots/)).textContent ?? "{}") as Record<string, string>;
    expect(titles).toMatchObject({ "*": "Slots", RNG: "Slots", LIVE: "Live", ESPORTS: titles.SPORTS, COCKFIGHT: titles.SPORTS });
    expect(Object.keys(titles)).toHaveLength(10);
  });

  it("draws a phone's screen of tile placeholders while the first page loads", () => {
    renderWithProviders(<GameTilesLoading />);
    expect(screen.getByRole("status", { name: "Loading…" }).querySelectorAll(".skeleton__block")).toHaveLength(9);
  });
});
