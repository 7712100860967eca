// Answers the deposit centre's calls get in component tests, shaped like the contract's examples.
import type { Handlers } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";

/** GET MCSFE_getDepositPaymentChannels: online banking (two channels, one charging 1%), Alipay (fixed amounts only), bank transfer. */
export const depositMethods = {
  PG: {
    code: "PG",
    message: "Online banking",
    icon: null,
    recommendation: "Y",
    mcsDepositEndpoint: "MCSFE_depositByLaunchUrl",
    displaySeqNo: { fiatSeq: 1, cryptoSeq: null },
    channels: [
      {
        vendorId: 101,
        vendorName: "FastPay",
        min: 100,
        max: 50000,
        banks: [
          { bankCode: "ICBC", bankType: "PG", bankEngName: "Industrial and Commercial Bank of China", bankChName: "中国工商银行" },
          { bankCode: "CMB", bankType: "PG", bankEngName: "China Merchants Bank", bankChName: "招商银行" },
        ],
        fixAmounts: [100, 500, 1000],
        fixAmountFlag: "Y",
        fixAmountOnly: "N",
        customerCharge: 0,
        reimbursementPercentage: 1,
        nicknameRequired: "N",
        mcsBankCode: null,
      },
      {
        vendorId: 105,
        vendorName: "QuickPay",
        min: 500,
        max: 20000,
        banks: [{ bankCode: "CCB", bankType: "PG", bankEngName: "China Construction Bank" }],
        fixAmounts: [],
        fixAmountFlag: "N",
        fixAmountOnly: "N",
        customerCharge: 1,
        minCustomerCharge: 5,
        maxCustomerCharge: 50,
        customerChargeFixed: 0,
        nicknameRequired: "Y",
        mcsBankCode: "QP_CCB",
      },
    ],
  },
  ALIPAY: {
    code: "ALIPAY",
    message: "Alipay",
    icon: null,
    recommendation: "N",
    mcsDepositEndpoint: "MCSFE_depositByQRImageUrl",
    displaySeqNo: { fiatSeq: 2, cryptoSeq: null },
    channels: [
      {
        vendorId: 102,
        vendorName: "AliPay Direct",
        min: 50,
        max: 5000,
        banks: [{ bankCode: "ALIPAY", bankType: "ALIPAY", bankEngName: "Alipay" }],
        fixAmounts: [50, 100, 500, 1000],
        fixAmountFlag: "Y",
        fixAmountOnly: "Y",
        mcsBankCode: "ALIPAY",
      },
    ],
  },
  MT2: {
    code: "MT2",
    message: "Bank transfer",
    icon: null,
    recommendation: "N",
    mcsDepositEndpoint: "MCSFE_manualTransferByAccountName",
    displaySeqNo: { fiatSeq: 3, cryptoSeq: null },
    channels: [{ vendorId: 104, vendorName: "Bank Transfer", min: 500, max: 200000, banks: [{ bankCode: "CCB", bankType: "MT2", bankEngName: "China Construction Bank" }], fixAmountFlag: "N", mcsBankCode: "CCB" }],
  },
};

/** GET MCSFE_getDepositSettings: deposits open, one made so far (the contract's live example). */
export const openDepositSettings = { allowDeposit: "Y", totalDepositSuccessCount: 1, depositInfo: "24/24", inProgressCashInCount: 0, firstDeposit: "Y", minFirstDepositAmount: null };

export const depositHandlers: Handlers = {
  "GET /wps/member/info": memberInfo(),
  "GET /wps/relay/MCSFE_getDepositPaymentChannels": ok(depositMethods),
  "GET /wps/relay/MCSFE_getDepositSettings": ok(openDepositSettings),
  "GET /wps/promotions/deposit": ok([{ promotionId: 5002, title: "First deposit 100% up to ￥888", bonusRate: 100, maxBonus: 888, minDeposit: 100 }]),
  "POST /wps/relay/MCSFE_depositByQRImageUrl": ok({ qrImageUrl: "/mock-assets/deposit/qr-code.svg", transactionId: "DP20261121225104388", amount: 500, expiresAt: "2026-11-21T23:06:04+08:00" }),
  "POST /wps/relay/MCSFE_depositByLaunchUrl": ok({ launchUrl: "https://pay.fastpay.test/checkout?order=DP20261121224910031", transactionId: "DP20261121224910031", qrImageUrl: null }),
  "POST /wps/relay/MCSFE_manualTransferByAccountName": ok({
    transactionId: "DP20261121230512004",
    amount: 5000,
    bankName: "China Construction Bank",
    accountName: "深圳市鑫源贸易有限公司",
    accountNumber: "6217003320019876543",
    branchName: "Shenzhen Luohu Branch",
    remarkCode: "K7Q2",
    expiresAt: "2026-11-21T23:35:12+08:00",
  }),
};
