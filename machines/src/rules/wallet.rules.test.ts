import { describe, expect, it } from "vitest";
import { checkField } from "./fieldRule.ts";
import { amountRule, bankCardRules, cardNumberRule, checkAmount, paymentPasswordConfirmRule, paymentPasswordRule } from "./wallet.rules.ts";

const money = (amount: number) => `￥${amount.toFixed(2)}`;

describe("deposit amount (the channel's min and max, 2 decimals)", () => {
  const limits = { min: 50, max: 5000 };
  it("asks for an amount when empty", () => expect(checkAmount("", limits)).toEqual({ key: "enter_amount" }));
  it("takes whole amounts and up to 2 decimals within the limits", () => {
    for (const good of ["50", "50.5", "4999.99", "5000", "100.10"]) expect(checkAmount(good, limits), good).toBeUndefined();
  });
  it("refuses more than 2 decimals, signs, letters, leading zeros and zero", () => {
    for (const bad of ["50.123", "-60", "1e3", "abc", "0100", "0", "0.00", "12.", ".5"]) expect(checkAmount(bad, limits), bad).toEqual({ key: "amount_format" });
  });
  it("names the bound it breaks, in the app's money format", () => {
    expect(checkAmount("49.99", limits, money)).toEqual({ key: "amount_below_min", params: { min: "￥50.00" } });
    expect(checkAmount("5000.01", limits, money)).toEqual({ key: "amount_above_max", params: { max: "￥5000.00" } });
  });
});

describe("withdraw amount (at most the withdrawable balance, within the limits)", () => {
  const limits = { min: 100, max: 50000, balance: 10345.6 };
  it("refuses more than the withdrawable balance before the limits", () => {
    expect(checkAmount("10345.61", limits, money)).toEqual({ key: "amount_above_balance", params: { balance: "￥10345.60" } });
    expect(checkAmount("60000", limits, money)).toEqual({ key: "amount_above_balance", params: { balance: "￥10345.60" } });
    expect(checkAmount("10345.60", limits)).toBeUndefined();
  });
  it("still holds the minimum", () => expect(checkAmount("99", limits, money)).toEqual({ key: "amount_below_min", params: { min: "￥100.00" } }));
  it("a balance below the minimum refuses every amount", () => {
    expect(checkAmount("50", { min: 100, max: 50000, balance: 50 })).toEqual({ key: "amount_below_min", params: { min: "100" } });
  });
  it("runs through checkField as a form rule", () => {
    expect(checkField(amountRule(limits), "")).toEqual({ key: "enter_amount" });
    expect(checkField(amountRule(limits), "1.234")).toEqual({ key: "amount_format" });
    expect(checkField(amountRule(limits), "500")).toBeUndefined();
  });
});

describe("bank card and withdrawal password", () => {
  it("card number: digits within the bank's lengths", () => {
    expect(checkField(cardNumberRule(16, 19), "6225880137706688")).toBeUndefined();
    expect(checkField(cardNumberRule(16, 19), "622588013770668")).toEqual({ key: "card_number_error", params: { min: 16, max: 19 } });
    expect(checkField(cardNumberRule(16, 19), "6225 8801 3770 6688")).toEqual({ key: "card_number_error", params: { min: 16, max: 19 } });
  });
  it("password: 6 to 20 characters without spaces; the confirmation equal to it", () => {
    expect(checkField(paymentPasswordRule, "135790")).toBeUndefined();
    expect(checkField(paymentPasswordRule, "12345")).toEqual({ key: "payment_password_format", params: { min: 6, max: 20 } });
    const confirm = paymentPasswordConfirmRule("paymentPassword");
    expect(checkField(confirm, "135790", { paymentPassword: "135790" })).toBeUndefined();
    expect(checkField(confirm, "135791", { paymentPassword: "135790" })).toEqual({ key: "payment_password_mismatch" });
  });
});

describe("bank card form rules follow the chosen bank", () => {
  const banks = [
    { bankCode: "ICBC", cardNumberMinLength: 16, cardNumberMaxLength: 19, branchRequired: true },
    { bankCode: "CMB", cardNumberMinLength: 16, cardNumberMaxLength: 16, branchRequired: false },
  ];
  const rules = bankCardRules(banks);
  it("asks for a bank first", () => expect(checkField(rules.bankCode, "")).toEqual({ key: "select_bank" }));
  it("checks the number against the chosen bank's lengths", () => {
    expect(checkField(rules.cardNumber, "62258801377066881", { bankCode: "ICBC" })).toBeUndefined();
    expect(checkField(rules.cardNumber, "62258801377066881", { bankCode: "CMB" })).toEqual({ key: "card_number_error", params: { min: 16, max: 16 } });
    expect(checkField(rules.cardNumber, "1234567", {})).toEqual({ key: "card_number_error", params: { min: 8, max: 30 } });
  });
  it("requires the branch only for a bank that needs it", () => {
    expect(checkField(rules.branchName, "", { bankCode: "ICBC" })).toEqual({ key: "enter_branch", params: { max: 64 } });
    expect(checkField(rules.branchName, "", { bankCode: "CMB" })).toBeUndefined();
  });
});
