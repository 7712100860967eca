import { describe, expect, it } from "vitest";
import type { WithdrawAccountInfo, WithdrawCard, WithdrawSettings } from "./api/api-types.ts";
import { canAddCard, firstCard, fixedWithdrawAmounts, needsSmsCode, withdrawable, withdrawCharge, withdrawHours, withdrawLimits, withdrawRange, withdrawStep } from "./withdraw-rules.ts";

const settings: WithdrawSettings = { allowWithdraw: "Y", allowWithdrawNow: true, normalBankWithdrawalSwitch: "Y", minimumAmount: 100, maximumAmount: 50000, amountLimitFlag: "Y" };
const card: WithdrawCard = { bankCardId: 3301, bankCode: "ICBC", bankName: "ICBC", cardNumber: "**** **** **** 6688", isWithdrawActive: "Y" };
const info: WithdrawAccountInfo = { bankCards: [card], maxCardCount: 2, minWithdrawal: 200, maxWithdrawal: 40000, maxTransactionTimes: 5, remainingTransactionTimes: 3, remainingWithdrawAmount: 1000 };

describe("withdraw screen rules", () => {
  it("withdraws from the main wallet, at most what today still allows", () => {
    expect(withdrawable(10345.6, info)).toBe(1000);
    expect(withdrawable(500, info)).toBe(500);
    expect(withdrawable(500, { ...info, remainingWithdrawAmount: null })).toBe(500);
  });

  it("limits the amount to the card's min and max (else the settings'), never above what may be withdrawn; none when amounts are not limited", () => {
    expect(withdrawLimits(settings, info, 10345.6)).toEqual({ min: 200, max: 40000, balance: 1000 });
    expect(withdrawLimits(settings, { bankCards: [] }, 500)).toEqual({ min: 100, max: 50000, balance: 500 });
    expect(withdrawLimits({ ...settings, amountLimitFlag: "N" }, info, 500)).toEqual({ min: 0, max: Number.MAX_SAFE_INTEGER, balance: 500 });
    expect(withdrawRange({ ...settings, amountLimitFlag: "N" }, info)).toBeNull();
  });

  it("says the withdrawal hours, none when open all day", () => {
    const time = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    expect(withdrawHours({ ...settings, withdrawDateFrom: Date.UTC(2026, 10, 21, 2), withdrawDateTo: Date.UTC(2026, 10, 21, 15) }, time)).toEqual({ from: "02:00", to: "15:00" });
    expect(withdrawHours({ ...settings, withdrawDateFrom: Date.UTC(2026, 10, 21), withdrawDateTo: Date.UTC(2026, 10, 22) }, time)).toBeNull();
    expect(withdrawHours(settings, time)).toBeNull();
  });

  it("explains closed withdrawals, methods not offered and the hours first, then asks for a password, then a card, then says none is left, then shows the form", () => {
    expect(withdrawStep({ ...settings, allowWithdraw: "N" }, info, false)).toBe("closed");
    expect(withdrawStep({ ...settings, normalBankWithdrawalSwitch: "N" }, info, true)).toBe("notOffered");
    expect(withdrawStep({ ...settings, allowWithdrawNow: false }, info, true)).toBe("outsideHours");
    expect(withdrawStep(settings, info, false)).toBe("setPassword");
    expect(withdrawStep(settings, { ...info, bankCards: [] }, true)).toBe("addCard");
    expect(withdrawStep(settings, { ...info, remainingTransactionTimes: 0 }, true)).toBe("noneLeft");
    expect(withdrawStep(settings, info, true)).toBe("form");
  });

  it("offers another card only below the account's maximum", () => {
    expect(canAddCard(info)).toBe(true);
    expect(canAddCard({ ...info, bankCards: [card, { ...card, bankCardId: 3302 }] })).toBe(false);
    expect(canAddCard({ bankCards: [card, card, card] })).toBe(true);
  });

  it("chooses the kept card, else the first whose bank takes withdrawals", () => {
    const closed = { ...card, bankCardId: 3300, isWithdrawActive: "N" as const };
    expect(firstCard([closed, card], undefined)?.bankCardId).toBe(3301);
    expect(firstCard([closed, card, { ...card, bankCardId: 3302 }], 3302)?.bankCardId).toBe(3302);
    expect(firstCard([closed], 3300)?.bankCardId).toBe(3300);
  });

  it("offers the fixed amounts, asks the SMS code when the settings say, and counts the charge", () => {
    expect(fixedWithdrawAmounts({ ...settings, fixedAmountFlag: "Y", fixedWithdrawAmounts: [500, 100, 500] })).toEqual([100, 500]);
    expect(fixedWithdrawAmounts({ ...settings, fixedAmountFlag: "N", fixedWithdrawAmounts: [500] })).toEqual([]);
    expect(needsSmsCode({ ...settings, mobileVerificationType: "EVERY_WITHDRAWAL" }, 1)).toBe(true);
    expect(needsSmsCode({ ...settings, mobileVerificationType: "WITHDRAW_AMOUNT", mobileVerificationWithdrawAmount: 10000 }, 10000)).toBe(false);
    expect(needsSmsCode({ ...settings, mobileVerificationType: "WITHDRAW_AMOUNT", mobileVerificationWithdrawAmount: 10000 }, 10000.01)).toBe(true);
    expect(needsSmsCode(settings, 1e6)).toBe(false);
    expect(withdrawCharge({ ...settings, c2cEnabled: "Y", withdrawPenaltyCharge: 1.5 }, 1234.56)).toEqual({ percent: 1.5, amount: 18.52 });
    expect(withdrawCharge({ ...settings, c2cEnabled: "N", withdrawPenaltyCharge: 1.5 }, 100)).toBeNull();
  });
});
