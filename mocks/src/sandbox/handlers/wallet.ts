// The member's profile and balance: deposits credit it at once (the sandbox
// completes the payment), a withdraw above it is refused and one below it
// debits it. The sandbox keeps one main wallet per member, and remembers the
// withdrawal password a member sets; without one, withdraw and add-card are refused.
//
// As strict as a cashier (issue 29): an amount is money only when it is
// finite, above 0, whole cents and at most the contract's maximum (never
// rounded into one); a deposit goes through an open channel of the kind the
// call makes, within its limits; a withdrawal goes to one of the member's own
// cards, within the settings' limits and today's count and amount. Every
// movement is recorded (records.ts) with the request's Idempotency-Key.
import { ok, refuse, type HandlerTable, type OkBody, type Refusal, type SandboxContext, type SandboxRequest, type Schemas } from "../handler-types.ts";
import { amountProblem, cents, platformDay, platformTime, yuan } from "../money.ts";
import type { Member } from "../state.ts";
import { clubLabelOf } from "../vip.ts";
import { contractMaps } from "./agent.ts";
import { checked, encryptedPayload } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

const CURRENCY = { currencySymbol: "￥", currency: "CNY" } as const;

/** The member's profile; the VIP level is the one their turnover reached (issue 34). */
function profile(member: Member, vipLevel: number): Schemas["MemberInfo"] {
  return {
    id: member.id,
    type: member.type,
    account: member.userName,
    nickname: member.nickname,
    sumBalance: cents(member.balance),
    ...CURRENCY,
    language: member.language,
    vipLevel,
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

/** A request parameter error for an amount that is not money (the schema says the same; asked again so nothing is rounded). */
function notMoney(amount: number): Refusal | undefined {
  const problem = amountProblem(amount);
  return problem ? { status: 400, body: { success: false, errorCode: "request_param_err", message: `Request parameter error: ${problem}` } } : undefined;
}

/** Today's withdrawals of the member (every review state but failed or cancelled), in the platform's day. */
function withdrawnToday(member: Member, context: SandboxContext): { count: number; amount: number } {
  const today = platformDay(context.state.now());
  const records = member.transactions.filter((r) => r.type === "WITHDRAW" && r.status !== "FAILED" && r.status !== "CANCELLED" && platformDay(r.createdTime) === today);
  return { count: records.length, amount: cents(records.reduce((sum, r) => sum - r.amount, 0)) };
}

type DepositMode = NonNullable<Schemas["DepositChannel"]["depositMode"]>;

const DEPOSIT_KIND: Record<DepositMode, string> = { LAUNCH_URL: "payment page", QR_IMAGE: "QR code", MANUAL_TRANSFER: "bank transfer" };

/**
 * A deposit's checks and credit: the body's amount is money, its vendor and
 * bank name an open channel of this call's kind, the amount is within the
 * channel's limits. The sandbox completes the payment at once: the balance is
 * credited and the deposit recorded.
 */
function deposit(request: SandboxRequest, context: SandboxContext, mode: DepositMode) {
  const fail = (refusal: Refusal) => ({ ok: false as const, ...refusal });
  const read = checked<Schemas["DepositByLaunchUrlRequest"]>(request.json, context, "DepositByLaunchUrlRequest");
  if (!read.ok) return read;
  const { amount, vendorId, bankCode } = read.payload;
  const invalid = notMoney(amount);
  if (invalid) return fail(invalid);
  const channel = context.state.depositChannels.find((c) => c.vendorId === vendorId && (c.depositMode ?? "LAUNCH_URL") === mode && c.banks.some((bank) => bank.bankCode === bankCode));
  if (!channel) return fail(refuse("deposit.channel.not.found", `This deposit channel is not available for a ${DEPOSIT_KIND[mode]} deposit`));
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    return fail(refuse("deposit.amount.out.of.range", `Amount must be between ${yuan(channel.minAmount)} and ${yuan(channel.maxAmount)}`));
  }
  const member = request.member!;
  member.balance = cents(member.balance + amount);
  const bank = channel.banks.find((b) => b.bankCode === bankCode)!;
  const transactionId = context.state.recordMovement(member, {
    prefix: "DP",
    type: "DEPOSIT",
    amount,
    status: "SUCCESS",
    remark: `${channel.vendorName}, ${bank.bankName}`,
    requestId: requestIdOf(request),
  });
  return { ok: true as const, amount, transactionId, channel, bank };
}

export const walletHandlers: HandlerTable = {
  getMemberInfo: (request, { state }) => {
    const level = state.vipLevelOf(request.member!);
    // Issue 43: the VIP badge as member info carries it (clubLabel, vip.ts).
    return ok<"getMemberInfo">({ success: true, value: { ...profile(request.member!, level), clubLabel: clubLabelOf(state.vipLevels, level) } });
  },

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
    return ok<"getConsolidatedFunds">({ ...body, value: { ...body.value!, ...contractMaps(request.member!), sumBalance: cents(request.member!.balance) } });
  },

  withdraw: (request, context) => {
    const read = encryptedPayload<Schemas["WithdrawPayload"]>(request, context, "WithdrawPayload");
    if (!read.ok) return read;
    const member = request.member!;
    const { amount, bankCardId, paymentPassword } = read.payload;
    const invalid = notMoney(amount);
    if (invalid) return invalid;
    const password = checkPaymentPassword(member, paymentPassword);
    if (password) return password;
    const card = member.bankCards.find((c) => c.id === bankCardId);
    if (!card) return refuse("bankcard.not.found", "This bank card does not exist");
    const settings = context.state.withdrawSettings;
    if (amount < settings.minAmount || amount > settings.maxAmount) {
      return refuse("withdraw.amount.out.of.range", `Amount must be between ${yuan(settings.minAmount)} and ${yuan(settings.maxAmount)}`);
    }
    const today = withdrawnToday(member, context);
    if (settings.dailyCountLimit != null && today.count >= settings.dailyCountLimit) {
      return refuse("withdraw.daily.limit.reached", `You have reached today's limit of ${settings.dailyCountLimit} withdrawals`);
    }
    if (settings.dailyAmountLimit != null && today.amount + amount > settings.dailyAmountLimit) {
      const left = Math.max(0, cents(settings.dailyAmountLimit - today.amount));
      return refuse("withdraw.daily.amount.limit.reached", `Today's withdrawals may take ${yuan(left)} more (limit ${yuan(settings.dailyAmountLimit)} a day)`);
    }
    if (amount > member.balance) return refuse("insufficient.balance", "Insufficient balance");
    member.balance = cents(member.balance - amount);
    const transactionId = context.state.recordMovement(member, {
      prefix: "WD",
      type: "WITHDRAW",
      amount: -amount,
      status: "PENDING",
      remark: `Withdrawal to ${card.bankName} ${card.cardNumber.slice(-4)}`,
      requestId: requestIdOf(request),
    });
    return ok<"withdraw">({ success: true, value: { transactionId, amount, status: "PENDING", sumBalance: member.balance } });
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
    const made = deposit(request, context, "LAUNCH_URL");
    if (!made.ok) return made;
    const { amount, transactionId, channel } = made;
    return ok<"depositByLaunchUrl">({
      success: true,
      value: { launchUrl: `/mock-assets/launch/deposit.html?vendorId=${channel.vendorId}&amount=${amount}`, transactionId, qrImageUrl: null },
    });
  },

  depositByQrImage: (request, context) => {
    const made = deposit(request, context, "QR_IMAGE");
    if (!made.ok) return made;
    const { amount, transactionId } = made;
    const expiresAt = platformTime(new Date(context.state.now().getTime() + 15 * 60_000));
    return ok<"depositByQrImage">({ success: true, value: { qrImageUrl: "/mock-assets/deposit/qr-code.svg", transactionId, amount, expiresAt } });
  },

  // The account to transfer to is the contract's; the sandbox completes the transfer at once, like the other deposits.
  depositByManualTransfer: (request, context) => {
    const made = deposit(request, context, "MANUAL_TRANSFER");
    if (!made.ok) return made;
    const { amount, transactionId, bank } = made;
    const account = (context.example("depositByManualTransfer", "transferDetails") as OkBody<"depositByManualTransfer">).value!;
    const expiresAt = platformTime(new Date(context.state.now().getTime() + 30 * 60_000));
    return ok<"depositByManualTransfer">({ success: true, value: { ...account, bankName: bank.bankName, transactionId, amount, expiresAt } });
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
    const member = request.member!;
    const balance = cents(member.balance);
    const settings = context.state.withdrawSettings;
    const today = withdrawnToday(member, context);
    return ok<"getWithdrawSettings">({
      success: true,
      value: {
        ...settings,
        sumBalance: balance,
        withdrawableBalance: balance,
        turnoverRemaining: 0,
        currencySymbol: CURRENCY.currencySymbol,
        ...(settings.dailyCountLimit != null ? { dailyCountRemaining: Math.max(0, settings.dailyCountLimit - today.count) } : {}),
        ...(settings.dailyAmountLimit != null ? { dailyAmountRemaining: Math.max(0, cents(settings.dailyAmountLimit - today.amount)) } : {}),
      },
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
