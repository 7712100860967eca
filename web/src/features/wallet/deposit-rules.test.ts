import { describe, expect, it } from "vitest";
import type { DepositChannel, DepositMethod } from "./api/api-types.ts";
import { depositCallOf, depositOptions } from "./deposit-options.ts";
import { bankName, depositBody, depositFee, depositLimits, fixedAmounts, fixedAmountsOnly, promotionAvailable } from "./deposit-rules.ts";

const channel: DepositChannel = {
  vendorId: 102,
  vendorName: "AliPay Direct",
  min: 50,
  max: 20000,
  fixAmounts: [1000, 50, 30000, 100, 100, 20],
  fixAmountFlag: "Y",
  fixAmountOnly: "N",
  mcsBankCode: "ALIPAY",
  banks: [{ bankCode: "ALIPAY", bankType: "ALIPAY", bankEngName: "Alipay", bankChName: "支付宝" }],
};
const method = (code: string, extra: Partial<DepositMethod> = {}): DepositMethod => ({ code, channels: [channel], ...extra });

describe("deposit methods the app offers", () => {
  it("takes the call a method's mcsDepositEndpoint names, else the one its code has in the member centre's map", () => {
    expect(depositCallOf(method("X", { mcsDepositEndpoint: "MCSFE_depositByQRImageUrl" }))).toBe("qr");
    expect(depositCallOf(method("X", { mcsDepositEndpoint: "MCSFE_manualTransferByAccountName" }))).toBe("transfer");
    expect(depositCallOf(method("USDT", { mcsDepositEndpoint: "MCSFE_depositVirtualWallet" }))).toBeUndefined();
    expect(depositCallOf(method("PG"))).toBe("launch");
    expect(depositCallOf(method("WECHAT"))).toBe("qr");
    expect(depositCallOf(method("MT2"))).toBe("transfer");
    expect(depositCallOf(method("C2C"))).toBeUndefined();
  });

  it("lists the methods in the server's order with a fiat channel and a call, labelled by message else code", () => {
    const options = depositOptions({
      ALIPAY: method("ALIPAY", { message: "Alipay", displaySeqNo: { fiatSeq: 2 }, recommendation: "Y" }),
      PG: method("PG", { displaySeqNo: { fiatSeq: 1 } }),
      USDT: method("USDT", { paymentMethodBankGroup: "VIRTUAL" }),
      EMPTY: method("EMPTY", { channels: [] }),
      C2C: method("C2C"),
      CRYPTO: method("PG", { channels: [{ ...channel, bankListType: "VIRTUAL" }] }),
    });
    expect(options.map((option) => [option.code, option.label, option.call, option.recommended])).toEqual([
      ["PG", "PG", "launch", false],
      ["ALIPAY", "Alipay", "qr", true],
    ]);
  });
});

describe("deposit rules", () => {
  it("takes the channel's limits, raised to the first-deposit minimum before a first deposit", () => {
    expect(depositLimits(channel, undefined)).toEqual({ min: 50, max: 20000 });
    expect(depositLimits(channel, { allowDeposit: "Y", firstDeposit: "N", minFirstDepositAmount: 200 })).toEqual({ min: 200, max: 20000 });
    expect(depositLimits(channel, { allowDeposit: "Y", firstDeposit: "Y", minFirstDepositAmount: 200 })).toEqual({ min: 50, max: 20000 });
  });

  it("offers the fixed amounts within the limits, once each, smallest first; only those with fixAmountOnly", () => {
    expect(fixedAmounts(channel)).toEqual([50, 100, 1000]);
    expect(fixedAmounts({ ...channel, fixAmountFlag: "N" })).toEqual([]);
    expect(fixedAmounts(channel, { allowDeposit: "Y", firstDeposit: "N", minFirstDepositAmount: 100 })).toEqual([100, 1000]);
    expect(fixedAmountsOnly(channel)).toBe(false);
    expect(fixedAmountsOnly({ ...channel, fixAmountOnly: "Y" })).toBe(true);
  });

  it("counts the fee as the member centre does: a percent kept within min and max, plus the fixed part", () => {
    const charged = { ...channel, customerCharge: 1, minCustomerCharge: 5, maxCustomerCharge: 50, customerChargeFixed: 0 };
    expect(depositFee(charged, 100)).toBe(5);
    expect(depositFee(charged, 1234)).toBe(12.34);
    expect(depositFee(charged, 20000)).toBe(50);
    expect(depositFee({ ...charged, customerChargeFixed: 2 }, 1000)).toBe(12);
    expect(depositFee(channel, 1000)).toBe(0);
  });

  it("names a bank in the member's script", () => {
    expect(bankName(channel.banks[0]!, false)).toBe("Alipay");
    expect(bankName(channel.banks[0]!, true)).toBe("支付宝");
    expect(bankName({ bankCode: "ICBC", bankLocaleName: "Bank ICBC" }, true)).toBe("Bank ICBC");
  });

  it("builds the deposit body: the method's code as bankType, the channel's vendor and bank code, the choices", () => {
    const [alipay] = depositOptions({ ALIPAY: method("ALIPAY", { mcsDepositEndpoint: "MCSFE_depositByQRImageUrl" }) });
    expect(depositBody(alipay!, channel, channel.banks[0]!, "500.50", { payeeName: "  Zhang Wei ", promotionId: 9001 })).toEqual({
      amount: 500.5,
      bankCode: "ALIPAY",
      mcsBankCode: "ALIPAY",
      bankType: "ALIPAY",
      vendorId: 102,
      payeeName: "Zhang Wei",
      showQrImageOnly: true,
      promotionId: 9001,
    });
    const [pg] = depositOptions({ PG: method("PG") });
    expect(depositBody(pg!, { ...channel, mcsBankCode: null }, { bankCode: "ICBC" }, "100", { nickname: " lucky ", promotionId: null })).toEqual({ amount: 100, bankCode: "ICBC", bankType: "PG", vendorId: 102, nickname: "lucky" });
  });

  it("offers a bonus only from its minimum deposit", () => {
    const promotion = { promotionId: 1, title: "10%", bonusRate: 10, minDeposit: 100 };
    expect(promotionAvailable(promotion, 99)).toBe(false);
    expect(promotionAvailable(promotion, 100)).toBe(true);
    expect(promotionAvailable(promotion, undefined)).toBe(true);
  });
});
