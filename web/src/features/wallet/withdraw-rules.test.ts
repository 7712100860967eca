import { describe, expect, it } from "vitest";
import type { BankCard, WithdrawSettings } from "./api/api-types.ts";
import { canAddCard, withdrawLimits, withdrawStep } from "./withdraw-rules.ts";

const settings: WithdrawSettings = { sumBalance: 12345.6, withdrawableBalance: 10345.6, currencySymbol: "￥", minAmount: 100, maxAmount: 50000, locked: false, maxBankCards: 2 };
const card: BankCard = { id: 3301, bankCode: "ICBC", bankName: "ICBC", accountName: "Zhang Wei", cardNumber: "**** **** **** 6688" };

describe("withdraw screen rules (issue 14)", () => {
  it("limits the amount to the withdrawable balance, not the whole balance", () => {
    expect(withdrawLimits(settings)).toEqual({ min: 100, max: 50000, balance: 10345.6 });
  });
  it("explains the lock first, then asks for a withdrawal password, then a card, then shows the form", () => {
    expect(withdrawStep({ ...settings, locked: true }, false, [])).toBe("locked");
    expect(withdrawStep(settings, false, [card])).toBe("setPassword");
    expect(withdrawStep(settings, true, [])).toBe("addCard");
    expect(withdrawStep(settings, true, [card])).toBe("form");
  });
  it("offers another card only below the settings' maximum", () => {
    expect(canAddCard(settings, [card])).toBe(true);
    expect(canAddCard(settings, [card, { ...card, id: 3302 }])).toBe(false);
    expect(canAddCard({ ...settings, maxBankCards: undefined }, [card, card, card])).toBe(true);
  });
});
