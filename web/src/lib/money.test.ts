import { describe, expect, it } from "vitest";
import { balanceText, formatFigure, formatMoney, formatMoneyShort, formatPoints } from "./money.ts";

describe("money (spec §1: CNY ￥ #,##0.00)", () => {
  it("groups thousands and keeps two decimals", () => {
    expect(formatMoney(12580.5)).toBe("￥12,580.50");
    expect(formatMoney(0)).toBe("￥0.00");
    expect(formatMoney(1234567.891)).toBe("￥1,234,567.89");
    expect(formatMoney(0.005)).toBe("￥0.01");
  });

  it("puts the sign before the symbol", () => {
    expect(formatMoney(-42)).toBe("-￥42.00");
  });

  it("takes the member's symbol", () => {
    expect(formatMoney(8, "RM")).toBe("RM8.00");
  });

  it("shows asterisks when hidden and a mask while refreshing", () => {
    expect(balanceText(100, { hidden: true, refreshing: false })).toBe("￥******");
    expect(balanceText(100, { hidden: false, refreshing: true })).toBe("￥--.--");
    expect(balanceText(undefined, { hidden: false, refreshing: false })).toBe("￥--.--");
    expect(balanceText(100, { hidden: false, refreshing: false })).toBe("￥100.00");
  });
});

describe("formatMoneyShort (deposit's quick amounts, the benefits table: was .replace(/\\.00$/, \"\") in each)", () => {
  it("drops zero cents only", () => {
    expect(formatMoneyShort(100)).toBe("￥100");
    expect(formatMoneyShort(12580, "RM")).toBe("RM12,580");
    expect(formatMoneyShort(100.5)).toBe("￥100.50");
    expect(formatMoneyShort(0.05)).toBe("￥0.05");
    expect(formatMoneyShort(-3000)).toBe("-￥3,000");
  });
});

describe("formatPoints (was rewards/points-rules.ts: spec §1's #,##0)", () => {
  it("groups thousands and shows no decimals", () => {
    expect(formatPoints(38000)).toBe("38,000");
    expect(formatPoints(0)).toBe("0");
    expect(formatPoints(1234567)).toBe("1,234,567");
    expect(formatPoints(999.6)).toBe("1,000");
  });
});

// Moved from features/vip/vip-copy.test.ts with vipFigure: the same assertions.
describe("formatFigure: figures per locale", () => {
  it("EN and MS group digits; CN counts in 万 and 亿 from ten thousand", () => {
    expect(formatFigure(30_000, "en")).toBe("30,000");
    expect(formatFigure(100_000_000, "en")).toBe("100,000,000");
    expect(formatFigure(30_000, "ms")).toBe("30,000");
    expect(formatFigure(30_000, "cn")).toBe("3万");
    expect(formatFigure(100_000_000, "cn")).toBe("1亿");
    expect(formatFigure(5_000_000, "cn")).toBe("500万");
    expect(formatFigure(3_000, "cn")).toBe("3,000");
  });

  it("amounts carry the currency symbol", () => {
    expect(formatFigure(18_888, "en", { money: true })).toBe("￥18,888");
    expect(formatFigure(18_888, "cn", { money: true })).toBe("￥1.89万");
    expect(formatFigure(18_888, "ms", { money: true, symbol: "RM" })).toBe("RM18,888");
  });

  it("keeps each locale's formatter apart (a cached CN formatter never writes EN)", () => {
    expect(formatFigure(50_000, "cn")).toBe("5万");
    expect(formatFigure(50_000, "en")).toBe("50,000");
    expect(formatMoney(50_000)).toBe("￥50,000.00");
    expect(formatPoints(50_000)).toBe("50,000");
  });
});

// formatMoney and formatPoints write digits by hand (no Intl formatter built on the
// first screen); they must say exactly what Intl's en-US formatter says, ties and carries included.
describe("formatMoney and formatPoints write what Intl's en-US formatter writes", () => {
  const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
  const points = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  // A fixed sequence (no Math.random): the same values on every run.
  let seed = 33;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const values = [
    0, -0, 0.005, 0.015, 1.005, 1.015, 2.675, 8.345, 10.235, 0.994, 0.995, 9.995, 99.995, 999.995, 999_999.995, 99_999_999.99,
    99_999_999.995, 12_580.5, 12_480.5, 1e-7, 5e-7, 0.000001, 1e20, 1e21, 123_456_789.125, 0.5, 1.5, 2.5, 999.5, -0.4, -2.5, -999.6,
    ...Array.from({ length: 2000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(next() * 9);
      const cents = Math.round(next() * magnitude * 100) / 100;
      // Every fourth value sits on a half cent, where rounding has to choose.
      return (i % 2 === 0 ? 1 : -1) * (i % 4 < 2 ? cents + 0.005 : next() * magnitude);
    }),
  ];

  it("money: the same text for every value", () => {
    const differing = values.filter((value) => formatMoney(value) !== `${value < 0 ? "-" : ""}￥${money.format(Math.abs(value))}`);
    expect(differing).toEqual([]);
  });

  it("points: the same text for every value", () => {
    const differing = values.filter((value) => formatPoints(value) !== points.format(value));
    expect(differing).toEqual([]);
  });
});
