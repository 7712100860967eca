// Answers the wallet screens' calls get in component tests, shaped like the contract's examples.
import type { Handlers } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";
import { rsaKey } from "../../account/testing/account-fixtures.tsx";

/** 2026-11-21 00:00 in the platform's time: the same time at both ends is open all day. */
const MIDNIGHT = 1795190400000;

/** GET MCSFE_getWithdrawSettings: open all day, ￥100 - ￥50,000 (the contract's live example). */
export const openSettings = {
  merchantCode: "mc_demo",
  allowWithdraw: "Y",
  allowWithdrawMsg: null,
  allowWithdrawNow: true,
  normalBankWithdrawalSwitch: "Y",
  minimumAmount: 100,
  maximumAmount: 50000,
  mobileVerificationType: null,
  withdrawDateFrom: MIDNIGHT,
  withdrawDateTo: MIDNIGHT,
  c2cEnabled: "N",
  withdrawPenaltyCharge: 0,
  fixedAmountFlag: "N",
  amountLimitFlag: "Y",
  precautionNote: null,
  allowDecimal: "Y",
};

export const twoCards = [
  { bankCardId: 3301, bankCode: "ICBC", bankName: "Industrial and Commercial Bank of China", cardNumber: "**** **** **** 6688", cardHolder: "Zhang Wei", cardType: "BC", isWithdrawActive: "Y" },
  { bankCardId: 3302, bankCode: "CMB", bankName: "China Merchants Bank", cardNumber: "**** **** **** 1024", cardHolder: "Zhang Wei", cardType: "BC", isWithdrawActive: "Y" },
];

/** GET MCSFE_getWithdrawAccountInfo: two cards, 3 of 5 withdrawals and ￥198,000 left today. */
export const accountInfo = {
  bankCards: twoCards,
  virtualWallets: [],
  eWallets: [],
  maxCardCount: 3,
  minWithdrawal: 100,
  maxWithdrawal: 50000,
  maxTransactionTimes: 5,
  remainingTransactionTimes: 3,
  remainingWithdrawAmount: 198000,
};

/** GET /wps/v2/wallets/balance: ￥10,345.60 in the main wallet, ￥2,000 in PG's. */
export const wallets = {
  sumBalance: 12345.6,
  currency: "CNY",
  currencySymbol: "￥",
  currencyPosition: "F",
  balance: [
    { accountName: "SAFE_BOX", accountTypeId: 2, displayName: "Main Wallet", availBalance: 10345.6, status: "OK" },
    { accountName: "PG", accountTypeId: 7, displayName: "PG Soft", availBalance: 2000, status: "OK" },
  ],
};

const withdrawBanks = [
  { bankCode: "ICBC", bankName: "Industrial and Commercial Bank of China", cardNumberMinLength: 16, cardNumberMaxLength: 19, branchRequired: true },
  { bankCode: "CMB", bankName: "China Merchants Bank", cardNumberMinLength: 16, cardNumberMaxLength: 16, branchRequired: false },
];

export const withdrawHandlers: Handlers = {
  "GET /wps/member/info": memberInfo(),
  "GET /wps/relay/MCSFE_getWithdrawSettings": ok(openSettings),
  "GET /wps/relay/MCSFE_getWithdrawAccountInfo": ok(accountInfo),
  "GET /wps/v2/wallets/balance": ok(wallets),
  "GET /wps/member/hasWithdrawalPassword": ok(true),
  "GET /wps/system/withdrawBanks": ok(withdrawBanks),
  "GET /wps/session/key/rsa": rsaKey,
};
