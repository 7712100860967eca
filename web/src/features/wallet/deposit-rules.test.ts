import { describe, expect, it } from "vitest";
import type { DepositChannel } from "./api/api-types.ts";
import { depositBody, depositLimits, promotionAvailable, quickAmounts } from "./deposit-rules.ts";

const channel: DepositChannel = {
  vendorId: 102,
  vendorName: "AliPay Direct",
  bankType: "ALIPAY",
  minAmount: 50,
  maxAmount: 20000,
  depositMode: "QR_IMAGE",
  quickAmounts: [1000, 50, 30000, 100, 100, 20],
  banks: [{ bankCode: "ALIPAY", mcsBankCode: "ALIPAY", bankName: "Alipay" }],
};

describe("deposit rules (issue 14)", () => {
  it("takes the channel's limits", () => expect(depositLimits(channel)).toEqual({ min: 50, max: 20000 }));
  it("offers the quick amounts within the limits, once each, smallest first", () => expect(quickAmounts(channel)).toEqual([50, 100, 1000]));
  it("builds the deposit body from the channel, the bank and the choices", () => {
    expect(depositBody(channel, channel.banks[0]!, "500.50", "  Zhang Wei ", 9001)).toEqual({
      amount: 500.5,
      bankCode: "ALIPAY",
      mcsBankCode: "ALIPAY",
      bankType: "ALIPAY",
      vendorId: 102,
      payeeName: "Zhang Wei",
      promotionId: 9001,
    });
    expect(depositBody(channel, { bankCode: "X", bankName: "X" }, "100", "", null)).toEqual({ amount: 100, bankCode: "X", bankType: "ALIPAY", vendorId: 102 });
  });
  it("offers a bonus only from its minimum deposit", () => {
    const promotion = { promotionId: 1, title: "10%", bonusRate: 10, minDeposit: 100 };
    expect(promotionAvailable(promotion, 99)).toBe(false);
    expect(promotionAvailable(promotion, 100)).toBe(true);
    expect(promotionAvailable(promotion, undefined)).toBe(true);
  });
});
