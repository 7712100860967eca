import { describe, expect, it } from "vitest";
import { balanceText, formatMoney } from "./money.ts";

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
