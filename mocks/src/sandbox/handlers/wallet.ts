// The member's profile and balance: deposits credit it at once (the sandbox
// completes the payment), a withdraw above it is refused and one below it
// debits it. The sandbox keeps one main wallet per member, and remembers the
// withdrawal password a member sets; without one, withdraw and add-card are refused.
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
    // Issue 20: what the personal-info calls saved (sandbox/handlers/profile.ts).
    email: member.email,
    payeeName: member.payeeName,
    birthday: member.birthday,
  };
}

/** Withdraw and add-card need the member's withdrawal password: none set yet, or a wrong one, is refused. */
function checkPaymentPassword(member: Member, paymentPassword: string | undefined) {
  if (member.paymentPassword === undefined) return refuse("payment.password.not.set", "Set a withdrawal password first");
  if (paymentPassword !== member.paymentPassword) return refuse("payment.password.err", "Incorrect withdrawal password");
  return undefined;
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
    const password = checkPaymentPassword(member, paymentPassword);
    if (password) return password;
    if (amount > member.balance) return refuse("insufficient.balance", "Insufficient balance");
    member.balance = cents(member.balance - amount);
    return ok<"withdraw">({ success: true, value: { transactionId: context.state.transactionId("WD"), amount, status: "PENDING", sumBalance: member.balance } });
  },

  hasWithdrawalPassword: (request) => ok<"hasWithdrawalPassword">({ success: true, value: request.member!.paymentPassword !== undefined }),

  // Sets the withdrawal password the first time; withdraw and add-card then ask for it. A member who has one
  // keeps it: the same password again is accepted as set (a retried request, and the real-client replay
  // corpus on the seeded member), another one is refused.
  setPaymentPassword: (request, context) => {
    const read = encryptedPayload<Schemas["PaymentPasswordPayload"]>(request, context, "PaymentPasswordPayload");
    if (!read.ok) return read;
    const member = request.member!;
    const { paymentPassword, confirmPaymentPassword } = read.payload;
    if (paymentPassword !== confirmPaymentPassword) return refuse("payment.password.mismatch", "Confirmation password does not match");
    if (member.paymentPassword !== undefined && member.paymentPassword !== paymentPassword) return refuse("payment.password.exists", "A withdrawal password is already set");
    if (paymentPassword === member.password) return refuse("payment.password.same.as.login", "The withdrawal password must differ from your login password");
    member.paymentPassword = paymentPassword;
    return ok<"setPaymentPassword">({ success: true, value: true });
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

/** The last 4 digits behind asterisks, as the platform answers a card (BankCard.cardNumber). */
function maskCard(cardNumber: string): string {
  return `**** **** **** ${cardNumber.slice(-4)}`;
}

/**
 * Withdrawal cards and limits: a card is added (encrypted) for a bank of the
 * withdraw-banks list, within that bank's number lengths, with the right
 * withdrawal password, once per number; the settings carry the member's balance.
 */
export const bankCardHandlers: HandlerTable = {
  getBankCards: (request) => ok<"getBankCards">({ success: true, value: request.member!.bankCards }),

  getWithdrawBanks: (_request, context) => ok<"getWithdrawBanks">({ success: true, value: context.state.withdrawBanks }),

  getWithdrawSettings: (request, context) => {
    const balance = cents(request.member!.balance);
    const settings = context.state.withdrawSettings;
    return ok<"getWithdrawSettings">({
      success: true,
      value: { ...settings, sumBalance: balance, withdrawableBalance: balance, turnoverRemaining: 0, currencySymbol: CURRENCY.currencySymbol },
    });
  },

  addBankCard: (request, context) => {
    const read = encryptedPayload<Schemas["BankCardPayload"]>(request, context, "BankCardPayload");
    if (!read.ok) return read;
    const member = request.member!;
    const { bankCode, cardNumber, accountName, branchName, paymentPassword } = read.payload;
    const password = checkPaymentPassword(member, paymentPassword);
    if (password) return password;
    const bank = context.state.withdrawBanks.find((entry) => entry.bankCode === bankCode);
    if (!bank) return refuse("request_param_err", "Unknown bank");
    const tooShort = bank.cardNumberMinLength !== undefined && cardNumber.length < bank.cardNumberMinLength;
    const tooLong = bank.cardNumberMaxLength !== undefined && cardNumber.length > bank.cardNumberMaxLength;
    if (tooShort || tooLong) return refuse("request_param_err", "Card number length does not match the bank");
    const masked = maskCard(cardNumber);
    if (member.bankCards.some((card) => card.bankCode === bankCode && card.cardNumber === masked)) return refuse("bankcard.exists", "This bank card is already bound");
    const limit = context.state.withdrawSettings.maxBankCards;
    if (limit !== undefined && member.bankCards.length >= limit) return refuse("bankcard.limit.reached", "The maximum number of bank cards is reached");
    const card: Schemas["BankCard"] = {
      id: context.state.nextCardId(),
      bankCode,
      bankName: bank.bankName,
      accountName,
      cardNumber: masked,
      branchName: branchName ?? null,
      iconUrl: bank.iconUrl ?? null,
      isDefault: member.bankCards.length === 0,
      createdAt: new Date().toISOString(),
    };
    member.bankCards.push(card);
    return ok<"addBankCard">({ success: true, value: card });
  },
};
