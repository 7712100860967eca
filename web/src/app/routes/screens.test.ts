import { describe, expect, it } from "vitest";
import { routes, screenTexts } from "./route-table.ts";
import { screenFile, screenFiles } from "./screens.ts";

describe("screen registry", () => {
  it("gives every screen file in features/*/screens a route (a typo in either would hide a screen)", () => {
    const routed = new Set(routes.map((route) => screenFile(route.screen)));
    for (const file of screenFiles()) expect(routed, file).toContain(file);
  });

  it("has the screens this foundation builds", () => {
    expect(screenFiles()).toEqual(
      expect.arrayContaining([screenFile("settings/settings"), screenFile("trial/trial")]),
    );
  });

  it("declares each path once", () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("loads a feature's own namespace without a line of its own, and the listed ones where a feature's differ", () => {
    expect(screenTexts("wallet/withdraw")).toEqual(["wallet"]);
    expect(screenTexts("account/login")).toEqual(["account"]);
    expect(screenTexts("home/home")).toEqual(["games"]);
    expect(screenTexts("promotions/activity")).toEqual(["promotions", "content", "games"]);
    expect(screenTexts("settings/settings")).toEqual([]);
  });
});
