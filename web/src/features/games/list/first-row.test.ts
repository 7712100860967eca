import { afterEach, describe, expect, it } from "vitest";
import { preloadFirstRow } from "./first-row.ts";
import { GRID_COLUMNS } from "./grid-geometry.ts";

const game = (iconUrl: string) => ({ iconUrl, showIcon: null });

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe("the game list's first row (its largest paint)", () => {
  it("asks for the first row's images at once and first, not the rows below", () => {
    const games = ["/mock-assets/games/a.svg", "/mock-assets/games/b.svg", "/mock-assets/games/c.svg", "/mock-assets/games/d.svg"].map(game);
    expect(preloadFirstRow(games)).toEqual(["/mock-assets/games/a.svg", "/mock-assets/games/b.svg", "/mock-assets/games/c.svg"]);
    const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
    expect(links).toHaveLength(GRID_COLUMNS);
    for (const link of links) {
      expect(link.getAttribute("as")).toBe("image");
      expect(link.getAttribute("fetchpriority")).toBe("high");
    }
  });

  it("asks for an address once, and never for one the URL gate refuses", () => {
    expect(preloadFirstRow([game("/mock-assets/games/a.svg"), game("/mock-assets/games/a.svg"), game("javascript:alert(1)")])).toEqual(["/mock-assets/games/a.svg"]);
    expect(preloadFirstRow([game("/mock-assets/games/a.svg")])).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
});
