// The member's profile and balance: deposits credit it at once (the sandbox
// completes the payment), a withdraw above it is refused and one below it
// debits it. The sandbox keeps one main wallet per member.
import { ok, refuse, type HandlerTable, type OkBody, type SandboxContext, type Schemas } from "../handler-types.ts";
import { cents } from "../money.ts";
import type { Member } from "../state.ts";
import { checked, encryptedPayload } from "./encrypted-payload.ts";

const CURRENCY = { currencySymbol: "￥", currency: "CNY" } as const;

function profile(member: Member): Schemas["MemberInfo"] {
  return {
    id: member.id,
    type: member.type,
    account: member.userName,
    nickname: member.nickname,
    sumBalance: cents(member.balance),
    ...CURRENCY,
    language: member.language,
    vipLevel: member.vipLevel,
    headerIcon: member.headerIcon,
  };
}

function deposit(member: Member, amount: number, context: SandboxContext) {
  member.balance = cents(member.balance + amount);
  return context.state.transactionId("DP");
}

export const walletHandlers: HandlerTable = {
  getMemberInfo: (request) => ok<"getMemberInfo">({ success: true, value: profile(request.member!) }),

  setMemberLanguage: (request, context) => {
    const read = checked<Schemas["MemberLanguageUpdate"]>(request.json, context, "MemberLanguageUpdate");
    if (!read.ok) return read;
    request.member!.language = read.payload.language;
    return ok<"setMemberLanguage">({ success: true, value: true });
  },

  getWalletBalances: (request) => {
    const balance = cents(request.member!.balance);
    return ok<"getWalletBalances">({
      success: true,
      value: { sumBalance: balance, ...CURRENCY, wallets: [{ walletCode: "MAIN", walletName: "Main wallet", balance, locked: false }] },
    });
  },

  getConsolidatedFunds: (request, context) => {
    const body = context.example("getConsolidatedFunds", "noOffers") as OkBody<"getConsolidatedFunds">;
    return ok<"getConsolidatedFunds">({ ...body, value: { ...body.value!, sumBalance: cents(request.member!.balance) } });
  },

  withdraw: (request, context) => {
    const read = encryptedPayload<Schemas["WithdrawPayload"]>(request, context, "WithdrawPayload");
    if (!read.ok) return read;
    const member = request.member!;
    const { amount, paymentPassword } = read.payload;
    if (member.paymentPassword !== undefined && paymentPassword !== member.paymentPassword) return refuse("payment.password.err", "Incorrect withdrawal password");
    if (amount > member.balance) return refuse("insufficient.balance", "Insufficient balance");
    member.balance = cents(member.balance - amount);
    return ok<"withdraw">({ success: true, value: { transactionId: context.state.transactionId("WD"), amount, status: "PENDING", sumBalance: member.balance } });
  },

  depositByLaunchUrl: (request, context) => {
    const read = checked<Schemas["DepositByLaunchUrlRequest"]>(request.json, context, "DepositByLaunchUrlRequest");
    if (!read.ok) return read;
    const { amount, vendorId } = read.payload;
    const transactionId = deposit(request.member!, amount, context);
    return ok<"depositByLaunchUrl">({
      success: true,
      value: { launchUrl: `/mock-assets/launch/deposit.html?vendorId=${vendorId}&amount=${amount}`, transactionId, qrImageUrl: null },
    });
  },

  depositByQrImage: (request, context) => {
    const read = checked<Schemas["DepositByLaunchUrlRequest"]>(request.json, context, "DepositByLaunchUrlRequest");
    if (!read.ok) return read;
    const { amount } = read.payload;
    const transactionId = deposit(request.member!, amount, context);
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    return ok<"depositByQrImage">({ success: true, value: { qrImageUrl: "/mock-assets/deposit/qr-code.svg", transactionId, amount, expiresAt } });
  },
};
