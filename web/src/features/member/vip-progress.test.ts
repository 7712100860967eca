import { describe, expect, it } from "vitest";
import { progressView, type RankProgress } from "./vip-progress.ts";

const base: RankProgress = { currentLevel: 3, nextLevel: 4, cumulativeTurnover: 412_350, nextLevelTurnover: 1_000_000, monthlyTurnover: 126_800, monthlyCondition: 100_000, progress: 16.05, levels: [] };

describe("VIP progress as the member centre shows it", () => {
  it("takes the server's progress and works out what is left to the next level", () => {
    expect(progressView(base)).toMatchObject({ level: 3, nextLevel: 4, percent: 16.05, remaining: 587_650, keepsLevel: true });
  });
  it("falls back to the spec table when the server leaves the optional parts out", () => {
    const view = progressView({ currentLevel: 3, nextLevel: 4, cumulativeTurnover: 650_000, monthlyTurnover: 20_000, levels: [] });
    expect(view.percent).toBe(50);
    expect(view.remaining).toBe(350_000);
    expect(view.monthlyCondition).toBe(100_000);
    // Spec §4: missing the monthly turnover drops one level.
    expect(view.keepsLevel).toBe(false);
  });
  it("at the top level nothing is left", () => {
    expect(progressView({ ...base, currentLevel: 8, nextLevel: null, nextLevelTurnover: null, progress: 100 })).toMatchObject({ remaining: null, percent: 100 });
  });
});
