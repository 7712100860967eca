import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { game } from "../testing/game-fixtures.ts";
import { GameTile } from "./game-tile.tsx";

const noop = () => undefined;

describe("game tile (spec §2 'Game tile')", () => {
  it("shows the image, the game name and the vendor, and launches on tap", async () => {
    const onLaunch = vi.fn();
    const mahjong = game(10101, { gameName: "Mahjong Ways", showIcon: "/mock-assets/games/pg-mahjong-ways.svg" });
    const { user, container } = renderWithProviders(
      <GameTile game={mahjong} favourite={false} canFavourite showVendor onLaunch={onLaunch} onToggleFavourite={noop} />,
    );
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("src", "/mock-assets/games/pg-mahjong-ways.svg");
    expect(image).toHaveAttribute("width", "200");
    expect(image).toHaveAttribute("height", "200");
    await user.click(screen.getByRole("button", { name: "Mahjong Ways, PG Soft" }));
    expect(onLaunch).toHaveBeenCalledWith(mahjong);
  });

  it("falls back to the node name and hides the vendor where not allowed", () => {
    renderWithProviders(
      <GameTile game={game(7, { gameName: "", nodeName: "Night Market" })} favourite={false} canFavourite={false} showVendor={false} onLaunch={noop} />,
    );
    expect(screen.getByRole("button", { name: "Night Market" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /My Collection/ })).not.toBeInTheDocument();
  });

  it("puts a vendor under maintenance (isNew 1) behind an overlay that ignores taps", async () => {
    const onLaunch = vi.fn();
    const vendorTile = game(10125, { vassalage: "SG", displayName: "Spadegaming", gameName: "Spadegaming", isGameH5: "VASSALAGE", isNew: 1 });
    const { user } = renderWithProviders(
      <GameTile game={vendorTile} favourite={false} canFavourite showVendor onLaunch={onLaunch} onToggleFavourite={noop} />,
    );
    expect(screen.getByText("Under maintenance")).toBeInTheDocument();
    const tile = screen.getByRole("button", { name: /Spadegaming/ });
    expect(tile).toHaveAttribute("aria-disabled", "true");
    await user.click(tile);
    expect(onLaunch).not.toHaveBeenCalled();
    // A vendor tile has no star.
    expect(screen.queryByRole("button", { name: /My Collection/ })).not.toBeInTheDocument();
  });

  it("marks a new game, and a vendor tile that is not under maintenance still opens", async () => {
    const onLaunch = vi.fn();
    renderWithProviders(
      <>
        <GameTile game={game(1, { isNew: 1 })} favourite={false} canFavourite showVendor onLaunch={noop} />
        <GameTile game={game(2, { isGameH5: "VASSALAGE", isNew: 0 })} favourite={false} canFavourite showVendor onLaunch={onLaunch} />
      </>,
    );
    expect(screen.getByText("New")).toBeInTheDocument();
    expect(screen.queryByText("Under maintenance")).not.toBeInTheDocument();
    screen.getByRole("button", { name: /Game 2/ }).click();
    expect(onLaunch).toHaveBeenCalledTimes(1);
  });

  it("shows a filled, pressed star for a favourite and toggles it", async () => {
    const onToggle = vi.fn();
    const { user } = renderWithProviders(
      <GameTile game={game(3)} favourite canFavourite showVendor onLaunch={noop} onToggleFavourite={onToggle} />,
    );
    const star = screen.getByRole("button", { name: "Remove Game 3 from My Collection" });
    expect(star).toHaveAttribute("aria-pressed", "true");
    await user.click(star);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 3 }));
  });
});
