// The member's profile and wallets: the main (centre) wallet, which deposits
// credit at once (the sandbox completes the payment) and withdrawals take
// from, and the vendors' game wallets, whose money comes back by a transfer
// or a return to the main wallet. The sandbox remembers the withdrawal
// password a member sets; without one, withdraw and add-card are refused.
//
// As strict as a cashier: an amount is money only when it is
// finite, above 0, whole cents and at most the contract's maximum (never
// rounded into one); a deposit goes through an open channel of the method
// and the call the method names, within the channel's limits (only its
// fixed amounts when it says so); a withdrawal goes to one of the member's
// own cards, within the card limits and today's count and amount (the
// platform's day), with the SMS code when the settings ask for one. Every
// movement is recorded (records.ts) with the request's Idempotency-Key.
import { ok, refuse, type HandlerTable, type OkBody, type Refusal, type SandboxContext, type SandboxRequest, type Schemas } from "../handler-types.ts";
import { amountProblem, cents, platformDay, platformTime, yuan } from "../money.ts";
import { SANDBOX_SMS_CODE } from "../seed.ts";
import type { Member, SandboxState } from "../state.ts";
import { clubLabelOf } from "../vip.ts";
import { contractMaps } from "./agent.ts";
import { checked, encryptedPayload } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

const CURRENCY = { currencySymbol: "￥", currency: "CNY" } as const;

/** The main wallet's type id and name (GET /wps/v2/wallets/balance). */
const MAIN_WALLET = { accountName: "SAFE_BOX", accountTypeId: 2, displayName: "Main Wallet" } as const;

/** The SMS operation type of a withdrawal (MC MKJQ: withdraw 9). */
const WITHDRAW_SMS_OPERATION = 9;

/** The member's profile; the VIP level is the one their turnover reached. */
function profile(member: Member, vipLevel: number, state: SandboxState): Schemas["MemberInfo"] {
  return {
    id: member.id,
    type: member.type,
    account: member.userName,
    nickname: member.nickname,
    sumBalance: state.totalBalance(member),
    ...CURRENCY,
    language: member.language,
    vipLevel,
    headerIcon: member.headerIcon,
    // What the personal-info calls saved (sandbox/handlers/profile.ts).
    email: member.email,
    payeeName: member.payeeName,
    birthday: member.birthday,
  };
}

/** The codes a withdrawal password is refused with: the member centre's (v2) or the older path's. */
interface PasswordCodes {
  notSet: Refusal;
  wrong: Refusal;
}

const V2_PASSWORD: PasswordCodes = {
  notSet: refuse("not.exists.payment.password", "Please set a withdrawal password first"),
  wrong: refuse("invalid.payment.pw", "Incorrect withdrawal password"),
};

const LEGACY_PASSWORD: PasswordCodes = {
  notSet: refuse("payment.password.not.set", "Set a withdrawal password first"),
  wrong: refuse("payment.password.err", "Incorrect withdrawal password"),
};

/** Withdraw and add-card need the member's withdrawal password: none set yet, or a wrong one, is refused. */
function checkPaymentPassword(member: Member, paymentPassword: string | undefined, codes: PasswordCodes = LEGACY_PASSWORD) {
  if (member.paymentPassword === undefined) return codes.notSet;
  if (paymentPassword !== member.paymentPassword) return codes.wrong;
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
  const records = member.transactions.filter((r) => r.kind === "WITHDRAW" && r.status !== "FAILED" && r.status !== "CANCELLED" && platformDay(new Date(r.createdAt)) === today);
  return { count: records.length, amount: cents(records.reduce((sum, r) => sum - r.amount, 0)) };
}

/** What is left of the day's bank-card withdrawals: a count and an amount (null: no limit). */
function remainingToday(member: Member, context: SandboxContext): { times: number | null; amount: number | null } {
  const limits = context.state.withdrawLimits;
  const today = withdrawnToday(member, context);
  return {
    times: limits.maxTransactionTimes === null ? null : Math.max(0, limits.maxTransactionTimes - today.count),
    amount: limits.dailyAmount === null ? null : Math.max(0, cents(limits.dailyAmount - today.amount)),
  };
}

/** Whether a withdrawal of this amount needs the SMS code (the settings' mobileVerificationType). */
function needsSmsCode(settings: Schemas["WithdrawSettings"], amount: number): boolean {
  if (settings.mobileVerificationType === "EVERY_WITHDRAWAL") return true;
  return settings.mobileVerificationType === "WITHDRAW_AMOUNT" && amount > (settings.mobileVerificationWithdrawAmount ?? 0);
}

/** An HTML message as plain text (the settings' messages are HTML; a refusal carries text). */
function plainText(html: string | null | undefined): string | undefined {
  const text = html?.replace(/<[^>]*>/g, "").trim();
  return text ? text : undefined;
}

interface WithdrawalAsk {
  amount: number;
  bankCardId: number;
  password: string | undefined;
  /** The SMS code (the v2 body); undefined from the older path, which has none. */
  verificationCode?: string;
}

/**
 * A withdrawal from the main wallet: the password, the closed switch, the
 * card, the bank card's min and max (when the settings limit amounts), the
 * SMS code (v2: when the settings ask for it), today's count and amount,
 * and the main wallet's balance; then the amount is held and recorded.
 */
function makeWithdrawal(request: SandboxRequest, context: SandboxContext, ask: WithdrawalAsk, codes: PasswordCodes, checkSms: boolean): Refusal | { value: Schemas["WithdrawResult"] } {
  const member = request.member!;
  const { amount, bankCardId } = ask;
  const invalid = notMoney(amount);
  if (invalid) return invalid;
  const password = checkPaymentPassword(member, ask.password, codes);
  if (password) return password;
  const settings = context.state.withdrawSettings;
  if (settings.allowWithdraw !== "Y" || settings.allowWithdrawNow === false) {
    return refuse("withdraw.not.allowed", plainText(settings.allowWithdrawMsg) ?? "Withdrawals are closed now");
  }
  const card = member.bankCards.find((c) => c.id === bankCardId);
  if (!card) return refuse("bankcard.not.found", "This bank card does not exist");
  const limits = context.state.withdrawLimits;
  if (settings.amountLimitFlag !== "N" && (amount < limits.minWithdrawal || amount > limits.maxWithdrawal)) {
    return refuse("withdraw.amount.out.of.range", `Amount must be between ${yuan(limits.minWithdrawal)} and ${yuan(limits.maxWithdrawal)}`);
  }
  if (settings.allowDecimal === "N" && !Number.isInteger(amount)) return refuse("withdraw.amount.out.of.range", "Withdraw a whole amount");
  if (checkSms && needsSmsCode(settings, amount) && ask.verificationCode !== SANDBOX_SMS_CODE) return refuse("verification.code.err", "Incorrect verification code");
  const left = remainingToday(member, context);
  if (left.times !== null && left.times <= 0) return refuse("withdraw.daily.limit.reached", `You have reached today's limit of ${limits.maxTransactionTimes} withdrawals`);
  if (left.amount !== null && amount > left.amount) return refuse("withdraw.daily.amount.limit.reached", `Today's withdrawals may take ${yuan(left.amount)} more`);
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
  return { value: { transactionId, amount, status: "PENDING", sumBalance: context.state.totalBalance(member) } };
}

/** The deposit calls, by the relay name a method's `mcsDepositEndpoint` gives. */
type DepositCall = "MCSFE_depositByLaunchUrl" | "MCSFE_depositByQRImageUrl" | "MCSFE_manualTransferByAccountName";

const DEPOSIT_KIND: Record<DepositCall, string> = {
  MCSFE_depositByLaunchUrl: "payment page",
  MCSFE_depositByQRImageUrl: "QR code",
  MCSFE_manualTransferByAccountName: "bank transfer",
};

/** A bank's name as the deposit page shows it. */
function bankName(bank: Schemas["DepositBank"]): string {
  return bank.bankLocaleName ?? bank.bankEngName ?? bank.bankChName ?? bank.bankCode;
}

/**
 * A deposit's checks and credit: the body's amount is money; its method
 * (`bankType`) takes this call and has the vendor and bank; the amount is
 * within the channel's limits, one of its fixed amounts when only those
 * may be paid, and at least the first-deposit minimum before a first
 * deposit; a transfer by account name carries the depositor's name. The
 * sandbox completes the payment at once: the main wallet is credited and the
 * deposit recorded.
 */
function deposit(request: SandboxRequest, context: SandboxContext, call: DepositCall) {
  const fail = (refusal: Refusal) => ({ ok: false as const, ...refusal });
  const read = checked<Schemas["DepositByLaunchUrlRequest"]>(request.json, context, "DepositByLaunchUrlRequest");
  if (!read.ok) return read;
  const { amount, vendorId, bankCode, bankType } = read.payload;
  const invalid = notMoney(amount);
  if (invalid) return fail(invalid);
  const method = context.state.depositMethods[bankType];
  const channel = method?.mcsDepositEndpoint === call ? method.channels.find((c) => c.vendorId === vendorId && c.banks.some((bank) => bank.bankCode === bankCode)) : undefined;
  if (!method || !channel) return fail(refuse("deposit.channel.not.found", `This deposit channel is not available for a ${DEPOSIT_KIND[call]} deposit`));
  const member = request.member!;
  const firstMinimum = depositCount(member) === 0 ? (context.state.depositSettings.minFirstDepositAmount ?? 0) : 0;
  const min = Math.max(channel.min, firstMinimum);
  if (amount < min || amount > channel.max) return fail(refuse("deposit.amount.out.of.range", `Amount must be between ${yuan(min)} and ${yuan(channel.max)}`));
  if (channel.fixAmountOnly === "Y" && !(channel.fixAmounts ?? []).includes(amount)) {
    return fail(refuse("deposit.amount.out.of.range", `Choose one of the amounts ${(channel.fixAmounts ?? []).map(yuan).join(", ")}`));
  }
  if (call === "MCSFE_manualTransferByAccountName" && !read.payload.payeeName?.trim()) return fail(refuse("request_param_err", "Enter the name on the paying account"));
  if (channel.nicknameRequired === "Y" && !read.payload.nickname?.trim()) return fail(refuse("request_param_err", "Enter your nickname"));
  member.balance = cents(member.balance + amount);
  const bank = channel.banks.find((b) => b.bankCode === bankCode)!;
  const transactionId = context.state.recordMovement(member, {
    prefix: "DP",
    type: "DEPOSIT",
    amount,
    status: "SUCCESS",
    remark: `${channel.vendorName ?? method.message ?? method.code}, ${bankName(bank)}`,
    requestId: requestIdOf(request),
  });
  return { ok: true as const, amount, transactionId, channel, bank };
}

/** The member's successful deposits so far. */
function depositCount(member: Member): number {
  return member.transactions.filter((r) => r.kind === "DEPOSIT" && r.status === "SUCCESS").length;
}

/** The request names the member themself (`customerId` of the wallet calls). */
function ownCustomer(member: Member, customerId: number): Refusal | undefined {
  return customerId === member.id ? undefined : refuse("request_param_err", "Request parameter error: customerId is not your own");
}

export const walletHandlers: HandlerTable = {
  getMemberInfo: (request, { state }) => {
    const level = state.vipLevelOf(request.member!);
    // The VIP badge as member info carries it (clubLabel, vip.ts).
    return ok<"getMemberInfo">({ success: true, value: { ...profile(request.member!, level, state), clubLabel: clubLabelOf(state.vipLevels, level) } });
  },

  setMemberLanguage: (request, context) => {
    const read = checked<Schemas["MemberLanguageUpdate"]>(request.json, context, "MemberLanguageUpdate");
    if (!read.ok) return read;
    request.member!.language = read.payload.language;
    return ok<"setMemberLanguage">({ success: true, value: true });
  },

  getWalletBalances: (request, { state }) => {
    const member = request.member!;
    const main = { ...MAIN_WALLET, availBalance: cents(member.balance), status: "OK" };
    const games = member.gameWallets.map((wallet) => ({ accountName: wallet.accountName, accountTypeId: wallet.accountTypeId, displayName: wallet.displayName, availBalance: wallet.balance, status: wallet.status }));
    return ok<"getWalletBalances">({ success: true, value: { sumBalance: state.totalBalance(member), ...CURRENCY, currencyPosition: "F", balance: [main, ...games] } });
  },

  getConsolidatedFunds: (request, context) => {
    const body = context.example("getConsolidatedFunds", "noOffers") as OkBody<"getConsolidatedFunds">;
    return ok<"getConsolidatedFunds">({ ...body, value: { ...body.value!, ...contractMaps(request.member!), sumBalance: context.state.totalBalance(request.member!) } });
  },

  // The wallet page's transfer: between two of the member's wallets (2 is the main one), whole cents, a vendor under
  // maintenance refused.
  transferBetweenWallets: (request, context) => {
    const read = checked<Schemas["WalletTransferRequest"]>(request.json, context, "WalletTransferRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const { customerId, amount, fromAccountTypeId, toAccountTypeId } = read.payload;
    const notOwn = ownCustomer(member, customerId);
    if (notOwn) return notOwn;
    const invalid = notMoney(amount);
    if (invalid) return invalid;
    const wallet = (accountTypeId: number) => (accountTypeId === MAIN_WALLET.accountTypeId ? "main" : member.gameWallets.find((w) => w.accountTypeId === accountTypeId));
    const from = wallet(fromAccountTypeId);
    const to = wallet(toAccountTypeId);
    if (!from || !to || fromAccountTypeId === toAccountTypeId) return refuse("request_param_err", "Request parameter error: choose two of your wallets");
    if ((from !== "main" && from.status !== "OK") || (to !== "main" && to.status !== "OK")) return refuse("wallet.locked", "The wallet is under maintenance, please try again later");
    const available = from === "main" ? member.balance : from.balance;
    if (amount > available) return refuse("insufficient.balance", "Insufficient balance");
    if (from === "main") member.balance = cents(member.balance - amount);
    else from.balance = cents(from.balance - amount);
    if (to === "main") member.balance = cents(member.balance + amount);
    else to.balance = cents(to.balance + amount);
    return ok<"transferBetweenWallets">({ success: true, value: { successAmount: amount } });
  },

  // "Return balance": every game wallet that answers (status OK) back into the main wallet.
  returnToMainWallet: (request, context) => {
    const read = checked<Schemas["WalletReturnRequest"]>(request.json, context, "WalletReturnRequest");
    if (!read.ok) return read;
    const member = request.member!;
    const notOwn = ownCustomer(member, read.payload.customerId);
    if (notOwn) return notOwn;
    for (const wallet of member.gameWallets.filter((w) => w.status === "OK" && w.balance > 0)) {
      member.balance = cents(member.balance + wallet.balance);
      wallet.balance = 0;
    }
    return ok<"returnToMainWallet">({ success: true, value: true });
  },

  withdraw: (request, context) => {
    const read = encryptedPayload<Schemas["WithdrawRequest"]>(request, context, "WithdrawRequest");
    if (!read.ok) return read;
    const { amount, bankCardId, password, verificationCode } = read.payload;
    const made = makeWithdrawal(request, context, { amount, bankCardId, password, verificationCode }, V2_PASSWORD, true);
    return "value" in made ? ok<"withdraw">({ success: true, value: made.value }) : made;
  },

  // The older path (tests/replay): the same withdrawal, its own payload and password codes, no SMS step.
  withdrawLegacy: (request, context) => {
    const read = encryptedPayload<Schemas["WithdrawPayload"]>(request, context, "WithdrawPayload");
    if (!read.ok) return read;
    const { amount, bankCardId, paymentPassword } = read.payload;
    const made = makeWithdrawal(request, context, { amount, bankCardId, password: paymentPassword }, LEGACY_PASSWORD, false);
    return "value" in made ? ok<"withdrawLegacy">({ success: true, value: made.value }) : made;
  },

  // The withdraw page's code box: the sandbox "sends" its fixed code (mocks/README.md) to the member's own phone.
  sendVerifiedSmsCode: (request, context) => {
    const read = checked<Schemas["VerifiedSmsRequest"]>(request.json, context, "VerifiedSmsRequest");
    if (!read.ok) return read;
    if (read.payload.operationType === WITHDRAW_SMS_OPERATION && !request.member!.mobileNum && !read.payload.mobileNum) {
      return refuse("sms.send.failed", "Bind a mobile number first");
    }
    return ok<"sendVerifiedSmsCode">({ success: true, value: { expirationTime: context.state.now().getTime() + 60_000 } });
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

  getDepositChannels: (_request, { state }) => ok<"getDepositChannels">({ success: true, value: state.depositMethods }),

  getDepositSettings: (request, { state }) => {
    const count = depositCount(request.member!);
    return ok<"getDepositSettings">({
      success: true,
      value: { ...state.depositSettings, totalDepositSuccessCount: count, firstDeposit: count > 0 ? "Y" : "N", inProgressCashInCount: 0 },
    });
  },

  depositByLaunchUrl: (request, context) => {
    const made = deposit(request, context, "MCSFE_depositByLaunchUrl");
    if (!made.ok) return made;
    const { amount, transactionId, channel } = made;
    return ok<"depositByLaunchUrl">({
      success: true,
      value: { launchUrl: `/mock-assets/launch/deposit.html?vendorId=${channel.vendorId}&amount=${amount}`, transactionId, qrImageUrl: null },
    });
  },

  depositByQrImage: (request, context) => {
    const made = deposit(request, context, "MCSFE_depositByQRImageUrl");
    if (!made.ok) return made;
    const { amount, transactionId } = made;
    const expiresAt = platformTime(new Date(context.state.now().getTime() + 15 * 60_000));
    return ok<"depositByQrImage">({ success: true, value: { qrImageUrl: "/mock-assets/deposit/qr-code.svg", transactionId, amount, expiresAt } });
  },

  // The account to transfer to is the contract's; the sandbox completes the transfer at once, like the other deposits.
  depositByManualTransfer: (request, context) => {
    const made = deposit(request, context, "MCSFE_manualTransferByAccountName");
    if (!made.ok) return made;
    const { amount, transactionId, bank } = made;
    const account = (context.example("depositByManualTransfer", "transferDetails") as OkBody<"depositByManualTransfer">).value!;
    const expiresAt = platformTime(new Date(context.state.now().getTime() + 30 * 60_000));
    return ok<"depositByManualTransfer">({ success: true, value: { ...account, bankName: bankName(bank), transactionId, amount, expiresAt } });
  },
};

/** The last 4 digits behind asterisks, as the platform answers a card (BankCard.cardNumber). */
function maskCard(cardNumber: string): string {
  return `**** **** **** ${cardNumber.slice(-4)}`;
}

/** A card of GET /wps/member/bankCard as GET MCSFE_getWithdrawAccountInfo names it. */
function withdrawCard(card: Schemas["BankCard"]): Schemas["WithdrawCard"] {
  return {
    bankCardId: card.id,
    bankCode: card.bankCode,
    bankName: card.bankName,
    bankIconUrl: card.iconUrl ?? null,
    cardNumber: card.cardNumber,
    cardHolder: card.accountName,
    cardType: "BC",
    isWithdrawActive: "Y",
    maintenanceStartTime: null,
    maintenanceEndTime: null,
    createdAt: card.createdAt ? Date.parse(card.createdAt) : null,
  };
}

/**
 * Withdrawal cards and limits: a card is added (encrypted) for a bank of the
 * withdraw-banks list, within that bank's number lengths, with the right
 * withdrawal password, once per number, up to the cards a member may hold;
 * the account info answers the cards and what is left of the day.
 */
export const bankCardHandlers: HandlerTable = {
  getBankCards: (request) => ok<"getBankCards">({ success: true, value: request.member!.bankCards }),

  getWithdrawBanks: (_request, context) => ok<"getWithdrawBanks">({ success: true, value: context.state.withdrawBanks }),

  getWithdrawSettings: (_request, context) => ok<"getWithdrawSettings">({ success: true, value: context.state.withdrawSettings }),

  getWithdrawAccountInfo: (request, context) => {
    const member = request.member!;
    const limits = context.state.withdrawLimits;
    const left = remainingToday(member, context);
    return ok<"getWithdrawAccountInfo">({
      success: true,
      value: {
        bankCards: member.bankCards.map(withdrawCard),
        virtualWallets: [],
        eWallets: [],
        maxCardCount: limits.maxCardCount,
        maxVirtualWalletCount: 0,
        minWithdrawal: limits.minWithdrawal,
        maxWithdrawal: limits.maxWithdrawal,
        maxTransactionTimes: limits.maxTransactionTimes,
        remainingTransactionTimes: left.times,
        remainingWithdrawAmount: left.amount,
        normalDeleteBankCard: "N",
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
    // A bank that needs the branch (branchRequired) is refused without one, as the form tells the member.
    if (bank.branchRequired === true && !branchName?.trim()) return refuse("request_param_err", "The branch is required for this bank");
    const tooShort = bank.cardNumberMinLength !== undefined && cardNumber.length < bank.cardNumberMinLength;
    const tooLong = bank.cardNumberMaxLength !== undefined && cardNumber.length > bank.cardNumberMaxLength;
    if (tooShort || tooLong) return refuse("request_param_err", "Card number length does not match the bank");
    const masked = maskCard(cardNumber);
    if (member.bankCards.some((card) => card.bankCode === bankCode && card.cardNumber === masked)) return refuse("bankcard.exists", "This bank card is already bound");
    if (member.bankCards.length >= context.state.withdrawLimits.maxCardCount) return refuse("bankcard.limit.reached", "The maximum number of bank cards is reached");
    const card: Schemas["BankCard"] = {
      id: context.state.nextCardId(),
      bankCode,
      bankName: bank.bankName,
      accountName,
      cardNumber: masked,
      branchName: branchName ?? null,
      iconUrl: bank.iconUrl ?? null,
      isDefault: member.bankCards.length === 0,
      createdAt: platformTime(context.state.now()),
    };
    member.bankCards.push(card);
    return ok<"addBankCard">({ success: true, value: card });
  },
};
