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

// Moved from features/vip/vip-copy.test.ts with vipFigure (issue 31): the same assertions.
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
