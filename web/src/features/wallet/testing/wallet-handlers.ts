// Answers the wallet screens' calls get in component tests, shaped like the contract's examples.
import type { Handlers } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";
import { rsaKey } from "../../account/testing/account-fixtures.tsx";

export const openSettings = {
  sumBalance: 12345.6,
  withdrawableBalance: 10345.6,
  currencySymbol: "￥",
  minAmount: 100,
  maxAmount: 50000,
  dailyCountLimit: 5,
  dailyCountRemaining: 3,
  turnoverRemaining: 0,
  maxBankCards: 3,
  locked: false,
  lockReason: null,
};

const twoCards = [
  { id: 3301, bankCode: "ICBC", bankName: "Industrial and Commercial Bank of China", accountName: "Zhang Wei", cardNumber: "**** **** **** 6688", isDefault: true },
  { id: 3302, bankCode: "CMB", bankName: "China Merchants Bank", accountName: "Zhang Wei", cardNumber: "**** **** **** 1024", isDefault: false },
];

const withdrawBanks = [
  { bankCode: "ICBC", bankName: "Industrial and Commercial Bank of China", cardNumberMinLength: 16, cardNumberMaxLength: 19, branchRequired: true },
  { bankCode: "CMB", bankName: "China Merchants Bank", cardNumberMinLength: 16, cardNumberMaxLength: 16, branchRequired: false },
];

export const withdrawHandlers: Handlers = {
  "GET /wps/member/info": memberInfo(),
  "GET /wps/transaction/withdraw/setting": ok(openSettings),
  "GET /wps/member/bankCard": ok(twoCards),
  "GET /wps/member/hasWithdrawalPassword": ok(true),
  "GET /wps/system/withdrawBanks": ok(withdrawBanks),
  "GET /wps/session/key/rsa": rsaKey,
};
