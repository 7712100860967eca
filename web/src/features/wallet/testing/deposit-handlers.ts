// Answers the deposit centre's calls get in component tests, shaped like the contract's examples.
import type { Handlers } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";

export const depositChannels = [
  {
    vendorId: 101,
    vendorName: "FastPay",
    bankType: "ONLINE_BANKING",
    minAmount: 100,
    maxAmount: 50000,
    depositMode: "LAUNCH_URL",
    quickAmounts: [100, 500, 1000],
    payeeNameRequired: true,
    promotionsOffered: true,
    banks: [
      { bankCode: "ICBC", mcsBankCode: "ICBC", bankName: "Industrial and Commercial Bank of China" },
      { bankCode: "CMB", mcsBankCode: "CMB", bankName: "China Merchants Bank" },
    ],
  },
  { vendorId: 102, vendorName: "AliPay Direct", bankType: "ALIPAY", minAmount: 50, maxAmount: 20000, depositMode: "QR_IMAGE", quickAmounts: [50, 100, 500], payeeNameRequired: false, promotionsOffered: false, banks: [{ bankCode: "ALIPAY", mcsBankCode: "ALIPAY", bankName: "Alipay" }] },
  { vendorId: 104, vendorName: "Bank Transfer", bankType: "BANK_TRANSFER", minAmount: 500, maxAmount: 200000, depositMode: "MANUAL_TRANSFER", quickAmounts: [500, 1000], payeeNameRequired: true, promotionsOffered: false, banks: [{ bankCode: "CCB", mcsBankCode: "CCB", bankName: "China Construction Bank" }] },
];

export const depositHandlers: Handlers = {
  "GET /wps/member/info": memberInfo(),
  "GET /wps/relay/MCS2_depositBanksByVendor": ok(depositChannels),
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
