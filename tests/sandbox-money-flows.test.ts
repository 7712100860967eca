// "Money exactly once": the sandbox is as strict as a cashier, over
// HTTP as the app (or anyone) calls it. The same intent sent twice moves
// money once (Idempotency-Key, or the same encrypted bytes); a card the
// member does not own, an amount that is not money or outside its limits, a
// day's limits used up, a trial member depositing, a member who must change
// the password first, a mobile registration that would take over an account:
// each is refused with its code, and nothing moves. Every movement is in the
// member's records with the key it was sent with. Every answer is checked
// against the contract (sandboxPerFile fails the test on a violation).
import { createCipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { addBankCard, changePassword, convertPoints, drawKey, encryptPayload, encryptWithKey, login, redeemPointReward, register, setPasswordByPhone, setPaymentPassword, withdraw } from "@platform/sdk/secure";
import { SANDBOX_PASSWORD, SANDBOX_PAYMENT_PASSWORD, SANDBOX_SMS_CODE } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

/** Seeded sessions of the contract's login examples: player_one, and new_member who must change the password. */
const PLAYER_ONE = "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b";
const NEW_MEMBER = "2d8f6b4a0c9e4d1f7b3a5c8e0d2f4b6a";
const PASSWORD = "Harbour2026";
const CARD = { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "Zhang Wei" };
/** A deposit channel of the contract's channels example: online banking (PG) by FastPay (payment page), ICBC, ￥100 - ￥50,000. */
const LAUNCH = { bankCode: "ICBC", bankType: "PG", vendorId: 101 };
/** The member centre's withdrawal (encrypted); the older path is WITHDRAW_LEGACY. */
const WITHDRAW = "/wps/v2/transaction/withdraw";
const WITHDRAW_LEGACY = "/wps/transaction/withdraw";

const reasonOf = (error: unknown) => (error instanceof PlatformError ? error.errorCode : String(error));
const key = () => `it-${crypto.randomUUID()}`;

function client(token?: string): PlatformClient {
  return createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0 });
}

/** A real member with a balance, a withdrawal password and one card of their own. */
async function newMember(userName: string, balance = 0) {
  const response = await fetch(`${sandboxOf().url}/__sandbox/members`, { method: "POST", body: JSON.stringify({ userName, password: PASSWORD, balance }) });
  const { token } = (await response.json()) as { token: string };
  const api = client(token);
  await setPaymentPassword(api, { paymentPassword: SANDBOX_PAYMENT_PASSWORD, confirmPaymentPassword: SANDBOX_PAYMENT_PASSWORD });
  const card = await addBankCard(api, { ...CARD, paymentPassword: SANDBOX_PAYMENT_PASSWORD });
  return { api, token, card, state: sandboxOf().state.findByName(userName)! };
}

const balanceOf = async (api: PlatformClient) => (await unwrap(api.api.GET("/wps/member/info"))).sumBalance;

/** Every movement of the member (or of `query.subordinateName`) so far, of one kind when `codeTypes` says. */
const recordsOf = (api: PlatformClient, query: { codeTypes?: "deposit" | "withdraw" | "dividend"; subordinateName?: string; excludeTxTypeIds?: string; page?: number; size?: number } = {}) =>
  unwrap(api.api.GET("/wps/relay/ODSFE2_MemTransDet", { params: { query: { startTime: 0, endTime: 4_102_444_800_000, ...query } } }));

interface Sent {
  status: number;
  text: string;
  json: { success?: boolean; errorCode?: string; value?: unknown };
}

/** One request over HTTP, answered as text (to compare answers byte for byte). */
async function send(path: string, token: string, init: { headers?: Record<string, string>; body: string; method?: string }): Promise<Sent> {
  const response = await fetch(`${sandboxOf().url}${path}`, {
    method: init.method ?? "POST",
    headers: { Merchant: "mc_demo", Authorization: token, "Content-Type": "application/json", ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as Sent["json"] };
}

/** A payload encrypted as the SDK does (a fresh DES key every time). */
function encrypted(payload: unknown, headers: Record<string, string> = {}) {
  const { headers: encryption, body } = encryptPayload(sandboxOf().keys.modulusHex, payload);
  return { headers: { ...encryption, ...headers }, body: JSON.stringify(body) };
}

/** A plaintext encrypted as it is, for payloads JSON.stringify cannot write (`1e999`). */
function encryptedText(plaintext: string) {
  const desKey = drawKey();
  const { headers } = encryptWithKey(sandboxOf().keys.modulusHex, {}, desKey);
  const key8 = Buffer.from(desKey.slice(0, 8), "latin1");
  const cipher = createCipheriv("des-ede3-ecb", Buffer.concat([key8, key8, key8]), null);
  const value = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]).toString("base64");
  return { headers: { Encryption: headers.Encryption }, body: JSON.stringify({ value }) };
}

describe("Idempotency-Key: the same intent moves money once", () => {
  it("a withdrawal sent twice with its key (encrypted afresh) answers the first answer byte for byte and debits once", async () => {
    const { api, token, card } = await newMember("money_twice", 1000);
    const intent = key();
    const payload = { check: "v2", amount: 100, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD };
    const first = encrypted(payload, { "Idempotency-Key": intent });
    const again = encrypted(payload, { "Idempotency-Key": intent });
    expect(again.body).not.toBe(first.body);

    const answers = [await send(WITHDRAW, token, first), await send(WITHDRAW, token, again)];
    expect(answers[0]!.json).toMatchObject({ success: true, value: { amount: 100, sumBalance: 900 } });
    expect(answers[1]!.text).toBe(answers[0]!.text);
    expect(await balanceOf(api)).toBe(900);
    const orderNo = (answers[0]!.json.value as { transactionId: string }).transactionId;
    const records = await recordsOf(api, { codeTypes: "withdraw" });
    expect(records.list).toEqual([
      expect.objectContaining({ txTypeName: "Withdrawal", amount: -100, requestId: intent, currentAvailBalance: 900, orderNo, customerName: "money_twice", txTimeInTimestamp: expect.any(Number) }),
    ]);
  });

  it("the older path (what legacy clients send) is still answered, once per key, and counts with the day's withdrawals", async () => {
    const { api, token, card } = await newMember("money_legacy", 1000);
    const intent = key();
    const payload = { amount: 100, bankCardId: card.id, paymentPassword: SANDBOX_PAYMENT_PASSWORD };
    const answers = [await send(WITHDRAW_LEGACY, token, encrypted(payload, { "Idempotency-Key": intent })), await send(WITHDRAW_LEGACY, token, encrypted(payload, { "Idempotency-Key": intent }))];
    expect(answers[0]!.json).toMatchObject({ success: true, value: { amount: 100, status: "PENDING", sumBalance: 900 } });
    expect(answers[1]!.text).toBe(answers[0]!.text);
    const wrong = await send(WITHDRAW_LEGACY, token, encrypted({ ...payload, paymentPassword: "000000" }));
    expect(wrong.json).toMatchObject({ success: false, errorCode: "payment.password.err" });
    expect(await balanceOf(api)).toBe(900);
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getWithdrawAccountInfo"))).toMatchObject({ remainingTransactionTimes: 4, remainingWithdrawAmount: 199_900 });
  });

  it("refuses the same key with another payload (idempotency.key.reused) and moves nothing", async () => {
    const { api, token, card } = await newMember("money_reused", 1000);
    const intent = key();
    const payload = { amount: 100, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD };
    await send(WITHDRAW, token, encrypted({ check: "v2", ...payload }, { "Idempotency-Key": intent }));
    const other = await send(WITHDRAW, token, encrypted({ check: "v2", ...payload, amount: 200 }, { "Idempotency-Key": intent }));
    expect(other).toMatchObject({ status: 200, json: { success: false, errorCode: "idempotency.key.reused" } });
    expect(await balanceOf(api)).toBe(900);
    // Through the SDK: the same key with the same payload is the first answer again.
    await expect(withdraw(api, payload, { idempotencyKey: intent })).resolves.toMatchObject({ amount: 100, sumBalance: 900 });
    await expect(withdraw(api, { ...payload, amount: 300 }, { idempotencyKey: intent }).catch(reasonOf)).resolves.toBe("idempotency.key.reused");
    expect(await balanceOf(api)).toBe(900);
  });

  it("without a key, the same encrypted bytes sent twice are one request: answered once, debited once", async () => {
    const { api, token, card } = await newMember("money_bytes", 1000);
    const request = encrypted({ check: "v2", amount: 100, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD });
    const first = await send(WITHDRAW, token, request);
    const replay = await send(WITHDRAW, token, request);
    expect(first.json).toMatchObject({ success: true, value: { sumBalance: 900 } });
    expect(replay.text).toBe(first.text);
    expect(await balanceOf(api)).toBe(900);
    // A new encryption without a key is a new request: a backend cannot tell it from a second withdrawal.
    await send(WITHDRAW, token, encrypted({ check: "v2", amount: 100, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD }));
    expect(await balanceOf(api)).toBe(800);
  });

  it("a double tap (both sent before either is answered) debits once", async () => {
    const { api, card } = await newMember("money_tap", 1000);
    const intent = key();
    const payload = { amount: 100, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD };
    const answers = await Promise.all([withdraw(api, payload, { idempotencyKey: intent }), withdraw(api, payload, { idempotencyKey: intent }), withdraw(api, payload, { idempotencyKey: intent })]);
    expect(new Set(answers.map((a) => a?.transactionId)).size).toBe(1);
    expect(await balanceOf(api)).toBe(900);
  });

  it("plain calls too: a deposit, a claim, a ticket and the sign-in sent again with their key answer the first answer, credited once", async () => {
    const { api } = await newMember("money_plain");
    const header = (k: string) => ({ header: { "Idempotency-Key": k } });
    const deposit = key();
    const deposits = [1, 2].map(() => unwrap(api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { params: header(deposit), body: { ...LAUNCH, amount: 500 } })));
    const [d1, d2] = await Promise.all(deposits);
    expect(d2).toEqual(d1);
    expect(await balanceOf(api)).toBe(500);

    const claim = key();
    // A new member has no VIP level, so no upgrade bonus: the promotion bonus is theirs.
    const body = { promotionClaimId: 880007, promotionType: "MANUAL" as const };
    const c1 = await unwrap(api.api.POST("/wps/relay/MCSFE_claimIssuedPromotion", { params: header(claim), body }));
    await expect(unwrap(api.api.POST("/wps/relay/MCSFE_claimIssuedPromotion", { params: header(claim), body }))).resolves.toEqual(c1);
    // Without the key the same claim is a new request, refused as claimed already.
    await expect(unwrap(api.api.POST("/wps/relay/MCSFE_claimIssuedPromotion", { body })).catch(reasonOf)).resolves.toBe("promotion.already.claimed");

    const tickets = await unwrap(api.api.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { status: "AVAILABLE" } } }));
    const ready = tickets.find((t) => (t.conditionStatus ?? []).length === 0)!;
    const ticket = key();
    const t1 = await unwrap(api.api.POST("/wps/relay/PROMOFE_claimTicket", { params: header(ticket), body: { transactionId: ready.transactionId, isApp: "N" } }));
    await expect(unwrap(api.api.POST("/wps/relay/PROMOFE_claimTicket", { params: header(ticket), body: { transactionId: ready.transactionId, isApp: "N" } }))).resolves.toEqual(t1);

    const [config] = await unwrap(api.api.GET("/wps/relay/MCSFE_getLoginPromotion"));
    const today = (await unwrap(api.api.GET("/wps/relay/MCSFE_getLoginPromotionConfigHistory", { params: { query: { configId: config!.configId } } }))).list.find((day) => day.isToday === "Y")!;
    const sign = key();
    const s1 = await unwrap(api.api.POST("/wps/relay/MCSFE_claimLoginPromotion", { params: header(sign), body: { promotionConfigDetailId: today.id } }));
    await expect(unwrap(api.api.POST("/wps/relay/MCSFE_claimLoginPromotion", { params: header(sign), body: { promotionConfigDetailId: today.id } }))).resolves.toEqual(s1);

    const claimedMoney = (c1?.claimedTickets ?? []).filter((given) => given.rewardType === "BONUS").reduce((sum, given) => sum + Number(given.value), 0);
    expect(await balanceOf(api)).toBe(500 + claimedMoney + t1.amount + (today.amount ?? 0));
    const records = await recordsOf(api);
    expect(records.list.map((r) => [r.txTypeName, r.requestId])).toEqual([
      ["Promotion", sign],
      ["Promotion", ticket],
      ["Promotion", claim],
      ["Deposit", deposit],
    ]);
  });

  it("points: a redeem and a conversion sent again with their key spend the points once", async () => {
    const { api, state } = await newMember("money_points");
    state.points = 50_000;
    const redeemKey = key();
    const convertKey = key();
    const rewards = (await unwrap(api.api.GET("/wps/relay/MCSFE_getPointReward"))).list;
    const cash = rewards.find((r) => r.cashAmount != null && r.stock !== 0)!;
    const redeem = { rewardId: cash.rewardId, fundPassword: SANDBOX_PAYMENT_PASSWORD };
    const r1 = await redeemPointReward(api, redeem, { idempotencyKey: redeemKey });
    await expect(redeemPointReward(api, redeem, { idempotencyKey: redeemKey })).resolves.toEqual(r1);
    const c1 = await convertPoints(api, { points: 1000, fundPassword: SANDBOX_PAYMENT_PASSWORD }, { idempotencyKey: convertKey });
    await expect(convertPoints(api, { points: 1000, fundPassword: SANDBOX_PAYMENT_PASSWORD }, { idempotencyKey: convertKey })).resolves.toEqual(c1);
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getPointBalance"))).toBe(50_000 - cash.pointPrice - 1000);
    // The exchange history holds the one redemption with its key; the conversion is a credit of the wallet.
    const history = await unwrap(api.api.GET("/wps/relay/MCSFE_getRedeemPointList"));
    expect(history.list.map((r) => [r.rewardId, r.points, r.requestId])).toEqual([[cash.rewardId, cash.pointPrice, redeemKey]]);
    expect(await balanceOf(api)).toBe(cash.cashAmount! + 10);
  });

  it("keeps keys per member and operation, refuses a malformed key, and forgets every key on reset", async () => {
    const intent = key();
    const deposit = (token: string) =>
      send("/wps/relay/MCSFE_depositByLaunchUrl", token, { headers: { "Idempotency-Key": intent }, body: JSON.stringify({ ...LAUNCH, amount: 100 }) });
    const first = await deposit(PLAYER_ONE);
    expect(first.json).toMatchObject({ success: true });
    const other = await newMember("money_scope");
    expect((await deposit(other.token)).json).toMatchObject({ success: true });
    expect(await balanceOf(other.api)).toBe(100);
    // The same key on another operation is another intent.
    const qr = await send("/wps/relay/MCSFE_depositByQRImageUrl", PLAYER_ONE, {
      headers: { "Idempotency-Key": intent },
      body: JSON.stringify({ amount: 100, bankCode: "ALIPAY", bankType: "ALIPAY", vendorId: 102 }),
    });
    expect(qr.json).toMatchObject({ success: true });

    const malformed = await send("/wps/relay/MCSFE_depositByLaunchUrl", PLAYER_ONE, { headers: { "Idempotency-Key": "short" }, body: JSON.stringify({ ...LAUNCH, amount: 100 }) });
    expect(malformed).toMatchObject({ status: 400, json: { errorCode: "request_param_err" } });

    const before = await balanceOf(client(PLAYER_ONE));
    expect((await deposit(PLAYER_ONE)).text).toBe(first.text);
    expect(await balanceOf(client(PLAYER_ONE))).toBe(before);
    await fetch(`${sandboxOf().url}/__sandbox/reset`, { method: "POST" });
    const seeded = await balanceOf(client(PLAYER_ONE));
    expect((await deposit(PLAYER_ONE)).json).toMatchObject({ success: true });
    expect(await balanceOf(client(PLAYER_ONE))).toBe(seeded + 100);
  });
});

describe("withdraw: as strict as a cashier", () => {
  it("refuses a card the member does not own: another member's card or one that does not exist", async () => {
    const { api } = await newMember("money_cards", 1000);
    for (const bankCardId of [3301, 999_999]) {
      await expect(withdraw(api, { amount: 100, bankCardId, password: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe("bankcard.not.found");
    }
    expect(await balanceOf(api)).toBe(1000);
  });

  it("refuses what is not money (non-finite, not above 0, sub-cent, over the maximum) and never debits a rounded amount", async () => {
    const { api, token, card } = await newMember("money_amounts", 1000);
    const plaintexts = ["1e999", "-1e999", "0", "-100", "0.004", "10.005", "100.001", "100000000", "123456789"].map(
      (amount) => `{"check":"v2","amount":${amount},"bankCardId":${card.id},"password":"${SANDBOX_PAYMENT_PASSWORD}"}`,
    );
    for (const plaintext of plaintexts) {
      const answer = await send(WITHDRAW, token, encryptedText(plaintext));
      expect(answer, plaintext).toMatchObject({ status: 400, json: { success: false, errorCode: "request_param_err" } });
      const legacy = await send(WITHDRAW_LEGACY, token, encryptedText(plaintext.replace('"check":"v2",', "").replace('"password"', '"paymentPassword"')));
      expect(legacy, `legacy ${plaintext}`).toMatchObject({ status: 400, json: { success: false, errorCode: "request_param_err" } });
    }
    // Ten withdrawals of 0.004 used to "succeed" with the balance unchanged.
    for (let i = 0; i < 10; i++) await expect(withdraw(api, { amount: 0.004, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe("request_param_err");
    expect(await balanceOf(api)).toBe(1000);
    expect(sandboxOf().state.findByName("money_amounts")!.transactions).toEqual([]);
  });

  it("keeps the amount within the card's minimum and maximum, cent-exact amounts pass", async () => {
    const { api, card } = await newMember("money_range", 60_000);
    const payout = (amount: number) => withdraw(api, { amount, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD });
    await expect(payout(99.99).catch(reasonOf)).resolves.toBe("withdraw.amount.out.of.range");
    await expect(payout(50_000.01).catch(reasonOf)).resolves.toBe("withdraw.amount.out.of.range");
    await expect(payout(1234.56)).resolves.toMatchObject({ amount: 1234.56, sumBalance: 58_765.44 });
    await expect(payout(100.07)).resolves.toMatchObject({ amount: 100.07, sumBalance: 58_665.37 });
  });

  it("counts today's withdrawals together: the daily count, then the daily amount, and a new day starts afresh", async () => {
    const { api, card } = await newMember("money_daily", 300_000);
    const payout = (amount: number) => withdraw(api, { amount, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD });
    const settings = () => unwrap(api.api.GET("/wps/relay/MCSFE_getWithdrawAccountInfo", { params: { query: { groupId: 0 } } }));
    expect(await settings()).toMatchObject({ maxTransactionTimes: 5, remainingTransactionTimes: 5, remainingWithdrawAmount: 200_000 });
    for (let i = 0; i < 4; i++) await payout(50_000);
    expect(await settings()).toMatchObject({ remainingTransactionTimes: 1, remainingWithdrawAmount: 0 });
    await expect(payout(100).catch(reasonOf)).resolves.toBe("withdraw.daily.amount.limit.reached");
    expect(await balanceOf(api)).toBe(100_000);

    const state = sandboxOf().state;
    const realNow = state.now;
    try {
      state.now = () => new Date(realNow().getTime() + 86_400_000);
      expect(await settings()).toMatchObject({ remainingTransactionTimes: 5, remainingWithdrawAmount: 200_000 });
      for (let i = 0; i < 5; i++) await payout(100);
      await expect(payout(100).catch(reasonOf)).resolves.toBe("withdraw.daily.limit.reached");
      expect(await settings()).toMatchObject({ remainingTransactionTimes: 0, remainingWithdrawAmount: 199_500 });
    } finally {
      state.now = realNow;
    }
    expect(await balanceOf(api)).toBe(99_500);
  });
});

describe("the withdraw page's settings: closed, the SMS step", () => {
  it("refuses every withdrawal while closed, with the merchant's message", async () => {
    const { api, card } = await newMember("money_closed", 1000);
    const state = sandboxOf().state;
    const seeded = state.withdrawSettings;
    state.withdrawSettings = { ...seeded, allowWithdraw: "N", allowWithdrawMsg: "<p>Withdrawals are paused for maintenance.</p>" };
    try {
      const refused = await withdraw(api, { amount: 100, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD }).catch((error: PlatformError) => error);
      expect(refused).toMatchObject({ errorCode: "withdraw.not.allowed", serverMessage: "Withdrawals are paused for maintenance." });
    } finally {
      state.withdrawSettings = seeded;
    }
    expect(await balanceOf(api)).toBe(1000);
  });

  it("asks for the SMS code above the settings' amount, sent to the member's own phone", async () => {
    const { api, card } = await newMember("money_sms", 30_000);
    const state = sandboxOf().state;
    const seeded = state.withdrawSettings;
    state.withdrawSettings = { ...seeded, mobileVerificationType: "WITHDRAW_AMOUNT", mobileVerificationWithdrawAmount: 10_000 };
    try {
      const payout = (amount: number, verificationCode?: string) =>
        withdraw(api, { amount, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD, ...(verificationCode ? { verificationCode } : {}) }).catch(reasonOf);
      const sendCode = (token: string, countryDialingCode: string | null) =>
        unwrap(client(token).api.POST("/wps/v2/verification/sms/send-verified", { body: { countryDialingCode, mobileNum: "", operationType: 9 } })).catch(reasonOf);
      await expect(payout(10_000)).resolves.toMatchObject({ amount: 10_000 });
      await expect(payout(10_000.01)).resolves.toBe("verification.code.err");
      await expect(payout(10_000.01, "000000")).resolves.toBe("verification.code.err");
      // A member without a phone cannot be sent a code; player_one (60 123456789) can.
      await expect(sendCode((await newMember("money_sms_nophone")).token, null)).resolves.toBe("sms.send.failed");
      await expect(sendCode(PLAYER_ONE, "60")).resolves.toMatchObject({ expirationTime: expect.any(Number) });
      await expect(payout(10_000.01, SANDBOX_SMS_CODE)).resolves.toMatchObject({ amount: 10_000.01 });
    } finally {
      state.withdrawSettings = seeded;
    }
    expect(await balanceOf(api)).toBe(9999.99);
  });
});

describe("wallets: the main one and the game wallets", () => {
  it("moves money between wallets by accountTypeId, once per key; refuses a vendor under maintenance and another member's id; returns every game wallet at once", async () => {
    const { api, card } = await newMember("money_wallets", 1000);
    const { id } = await unwrap(api.api.GET("/wps/member/info"));
    const wallets = async () => {
      const value = await unwrap(api.api.GET("/wps/v2/wallets/balance", { params: { query: { typeId: 0, sync: 1 } } }));
      return (Array.isArray(value.balance) ? value.balance : [value.balance]).map((wallet) => [wallet.accountName, wallet.availBalance]);
    };
    expect(await wallets()).toEqual([["SAFE_BOX", 1000], ["PG", 0], ["EVO", 0], ["SABA", 0]]);
    const transfer = (body: { amount: number; fromAccountTypeId: number; toAccountTypeId: number; customerId?: number }, k?: string) =>
      unwrap(api.api.POST("/wps/relay/GCS_walletTransfer", { params: k ? { header: { "Idempotency-Key": k } } : {}, body: { accept: true, accountTypeId: 0, customerId: id, ...body } })).catch(reasonOf);
    const intent = key();
    await expect(transfer({ amount: 300, fromAccountTypeId: 2, toAccountTypeId: 7 }, intent)).resolves.toEqual({ successAmount: 300 });
    await expect(transfer({ amount: 300, fromAccountTypeId: 2, toAccountTypeId: 7 }, intent)).resolves.toEqual({ successAmount: 300 });
    await expect(transfer({ amount: 200, fromAccountTypeId: 2, toAccountTypeId: 12 })).resolves.toEqual({ successAmount: 200 });
    await expect(transfer({ amount: 300.01, fromAccountTypeId: 7, toAccountTypeId: 2 })).resolves.toBe("insufficient.balance");
    await expect(transfer({ amount: 10, fromAccountTypeId: 2, toAccountTypeId: 15 })).resolves.toBe("wallet.locked");
    await expect(transfer({ amount: 10, fromAccountTypeId: 2, toAccountTypeId: 7, customerId: 100231 })).resolves.toBe("request_param_err");
    expect(await wallets()).toEqual([["SAFE_BOX", 500], ["PG", 300], ["EVO", 200], ["SABA", 0]]);
    expect(await balanceOf(api)).toBe(1000);
    // A withdrawal takes from the main wallet only.
    await expect(withdraw(api, { amount: 600, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe("insufficient.balance");
    const back = key();
    await expect(unwrap(api.api.POST("/wps/relay/GCS_walletReturn", { params: { header: { "Idempotency-Key": back } }, body: { customerId: id } }))).resolves.toBe(true);
    expect(await wallets()).toEqual([["SAFE_BOX", 1000], ["PG", 0], ["EVO", 0], ["SABA", 0]]);
    await expect(withdraw(api, { amount: 600, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD })).resolves.toMatchObject({ amount: 600, sumBalance: 400 });
  });

  it("seeds player_one's game wallets as the contract shows them: the total is the profile's", async () => {
    const api = client(PLAYER_ONE);
    const value = await unwrap(api.api.GET("/wps/v2/wallets/balance"));
    expect(value).toMatchObject({ sumBalance: 12_580.5, currency: "CNY", currencySymbol: "￥" });
    expect(Array.isArray(value.balance) && value.balance.map((wallet) => wallet.availBalance)).toEqual([10_230.5, 1850, 500, 0]);
    expect(await balanceOf(api)).toBe(12_580.5);
  });
});

describe("deposits: every channel and its limits", () => {
  const launch = (api: PlatformClient, amount: number, extra: object = {}) =>
    unwrap(api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { ...LAUNCH, amount, ...extra } })).catch(reasonOf);

  it("refuses non-finite, non-positive, sub-cent and over-maximum amounts; 1e308 never reaches the balance and member info keeps answering", async () => {
    const { api, token } = await newMember("money_deposit_bad");
    for (const amount of ["1e999", "1e308", "0", "-5", "10.005", "0.004", "123456789", "100000000"]) {
      for (const path of ["/wps/relay/MCSFE_depositByLaunchUrl", "/wps/relay/MCSFE_depositByQRImageUrl", "/wps/relay/MCSFE_manualTransferByAccountName"]) {
        const answer = await send(path, token, { body: `{"amount":${amount},"bankCode":"ICBC","bankType":"PG","vendorId":101}` });
        expect(answer, `${path} ${amount}`).toMatchObject({ status: 400, json: { success: false, errorCode: "request_param_err" } });
      }
    }
    const info = await fetch(`${sandboxOf().url}/wps/member/info`, { headers: { Merchant: "mc_demo", Authorization: token } });
    expect(info.status).toBe(200);
    expect(await balanceOf(api)).toBe(0);
  });

  it("keeps each deposit within its channel's limits (its fixed amounts when only those are taken) and refuses a channel that is not this call's", async () => {
    const { api } = await newMember("money_deposit_range");
    await expect(launch(api, 99.99)).resolves.toBe("deposit.amount.out.of.range");
    await expect(launch(api, 50_000.01)).resolves.toBe("deposit.amount.out.of.range");
    await expect(launch(api, 100, { vendorId: 999 })).resolves.toBe("deposit.channel.not.found");
    await expect(launch(api, 100, { bankCode: "CCB" })).resolves.toBe("deposit.channel.not.found");
    // AliPay Direct takes QR-code deposits, not the payment page.
    await expect(launch(api, 100, { vendorId: 102, bankCode: "ALIPAY" })).resolves.toBe("deposit.channel.not.found");
    // The method is the body's bankType: Online banking's channel is not a QR-code method's.
    await expect(launch(api, 100, { bankType: "ALIPAY" })).resolves.toBe("deposit.channel.not.found");
    const qr = (amount: number) => unwrap(api.api.POST("/wps/relay/MCSFE_depositByQRImageUrl", { body: { amount, bankCode: "ALIPAY", bankType: "ALIPAY", vendorId: 102 } })).catch(reasonOf);
    await expect(qr(5000.01)).resolves.toBe("deposit.amount.out.of.range");
    // AliPay Direct takes its fixed amounts only.
    await expect(qr(1234.56)).resolves.toBe("deposit.amount.out.of.range");
    const transfer = (body: { amount: number; payeeName?: string }) => unwrap(api.api.POST("/wps/relay/MCSFE_manualTransferByAccountName", { body: { bankCode: "CCB", bankType: "MT2", vendorId: 104, ...body } })).catch(reasonOf);
    await expect(transfer({ amount: 499.99, payeeName: "Zhang Wei" })).resolves.toBe("deposit.amount.out.of.range");
    await expect(transfer({ amount: 5000 })).resolves.toBe("request_param_err");
    expect(await balanceOf(api)).toBe(0);

    await expect(launch(api, 100.99)).resolves.toMatchObject({ transactionId: expect.stringMatching(/^DP/) });
    await expect(qr(2000)).resolves.toMatchObject({ amount: 2000 });
    await expect(transfer({ amount: 5000, payeeName: "Zhang Wei" })).resolves.toMatchObject({
      amount: 5000,
      bankName: "China Construction Bank",
      accountNumber: expect.any(String),
    });
    expect(await balanceOf(api)).toBe(7100.99);
    const records = await recordsOf(api, { codeTypes: "deposit" });
    expect(records.list.map((r) => [r.amount, r.remark])).toEqual([
      [5000, "Bank Transfer, China Construction Bank"],
      [2000, "AliPay Direct, Alipay"],
      [100.99, "FastPay, Industrial and Commercial Bank of China"],
    ]);
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getDepositSettings"))).toMatchObject({ allowDeposit: "Y", totalDepositSuccessCount: 3, firstDeposit: "Y" });
  });

  it("refuses a trial member every kind of deposit", async () => {
    const guest = client();
    const trial = await unwrap(guest.api.POST("/wps/session/login/freeplay"));
    const api = client(trial.token);
    await expect(launch(api, 100)).resolves.toBe("free_reject");
    await expect(unwrap(api.api.POST("/wps/relay/MCSFE_depositByQRImageUrl", { body: { amount: 100, bankCode: "ALIPAY", bankType: "ALIPAY", vendorId: 102 } })).catch(reasonOf)).resolves.toBe("free_reject");
    await expect(unwrap(api.api.POST("/wps/relay/MCSFE_manualTransferByAccountName", { body: { amount: 500, bankCode: "CCB", bankType: "MT2", vendorId: 104, payeeName: "Guest" } })).catch(reasonOf)).resolves.toBe("free_reject");
    expect(await balanceOf(api)).toBe(2000);
  });
});

describe("points", () => {
  it("counts the day's conversions together against maxConvertPointsPerDay (9 x 20,000 no longer passes)", async () => {
    const { api, state } = await newMember("money_convert");
    state.points = 200_000;
    const convert = (points: number) => convertPoints(api, { points, fundPassword: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf);
    await expect(convert(20_000)).resolves.toMatchObject({ amount: 200, pointBalance: 180_000 });
    await expect(convert(20_000)).resolves.toBe("point.convert.daily.limit");
    await expect(convert(1000)).resolves.toBe("point.convert.daily.limit");
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getPointBalance"))).toBe(180_000);
    expect(await balanceOf(api)).toBe(200);
  });

  it("takes whole numbers of points and a withdrawal password of the form's shape only", async () => {
    const { token } = await newMember("money_whole");
    const answer = await send("/wps/relay/passwordCheck/MCSFE_convertPoint", token, encrypted({ points: 1000.5, fundPassword: SANDBOX_PAYMENT_PASSWORD }));
    expect(answer).toMatchObject({ status: 400, json: { errorCode: "request_param_err" } });
    const redeem = await send("/wps/relay/passwordCheck/MCSFE_redeemPointReward", token, encrypted({ rewardId: 6102, fundPassword: "1357 90" }));
    expect(redeem).toMatchObject({ status: 400, json: { errorCode: "request_param_err" } });
  });
});

describe("a member who must change the password", () => {
  it("moves no money or points until the change succeeded", async () => {
    const api = client(NEW_MEMBER);
    const refused = "password.change.required";
    await expect(unwrap(api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { ...LAUNCH, amount: 100 } })).catch(reasonOf)).resolves.toBe(refused);
    await expect(withdraw(api, { amount: 100, bankCardId: 3301, password: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe(refused);
    await expect(addBankCard(api, { ...CARD, paymentPassword: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe(refused);
    await expect(convertPoints(api, { points: 1000, fundPassword: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe(refused);
    await expect(unwrap(api.api.POST("/wps/relay/MCSFE_claimIssuedPromotion", { body: { promotionClaimId: 880012, promotionType: "UPGRADE_BONUS" } })).catch(reasonOf)).resolves.toBe(refused);
    expect(await balanceOf(api)).toBe(0);

    await changePassword(api, { oldPassword: SANDBOX_PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD });
    await expect(unwrap(api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { ...LAUNCH, amount: 100 } }))).resolves.toMatchObject({ transactionId: expect.any(String) });
    expect(await balanceOf(api)).toBe(100);
    const relogin = await login(client(), { type: "username", username: "new_member", password: PASSWORD });
    expect(relogin.firstTimeLogin).toBe(false);
  });
});

describe("registration by mobile", () => {
  const byMobile = (mobileNum: string, password?: string) =>
    register(
      client(),
      { registerUrl: "m.platform.test", registerMethod: "H5", mobileNum, countryDialingCode: "60", verificationCode: SANDBOX_SMS_CODE, ...(password ? { password, confirmPassword: password } : {}) },
      "mobile",
    ).catch(reasonOf);

  it("refuses a number that is an existing member's username or mobile, and one without a password", async () => {
    await register(client(), { registerUrl: "m.platform.test", registerMethod: "H5", username: "60177001", password: PASSWORD, confirmPassword: PASSWORD }, "username");
    await expect(byMobile("60177001", "Takeover2026")).resolves.toBe("username.exists");
    // The account is still its owner's.
    await expect(login(client(), { type: "username", username: "60177001", password: PASSWORD })).resolves.toMatchObject({ userName: "60177001" });
    await expect(login(client(), { type: "username", username: "60177001", password: "Takeover2026" }).catch(reasonOf)).resolves.toBe("login.cred.err");

    await expect(byMobile("123456789", "Takeover2026")).resolves.toBe("mobile.exists");
    await expect(byMobile("60177002")).resolves.toBe("request_param_err");
    expect(sandboxOf().state.findByName("60177002")).toBeUndefined();
    await expect(byMobile("60177002", PASSWORD)).resolves.toMatchObject({ customerId: expect.any(Number) });
    await expect(login(client(), { type: "username", username: "60177002", password: PASSWORD })).resolves.toMatchObject({ userName: "60177002" });
  });

  it("keeps the forgotten-password flow by phone: the member is found by mobile", async () => {
    await setPasswordByPhone(client(), { mobileNum: "123456789", verificationCode: SANDBOX_SMS_CODE, newPassword: "Fresh-pass-2026" });
    await expect(login(client(), { type: "username", username: "player_one", password: "Fresh-pass-2026" })).resolves.toMatchObject({ userName: "player_one" });
    // Spec §4: the app's automatic login after it sends the mobile number as the username.
    await expect(login(client(), { type: "username", username: "123456789", password: "Fresh-pass-2026" })).resolves.toMatchObject({ userName: "player_one" });
  });
});

describe("records for reconciliation", () => {
  it("answers the member's own movements by kind and time, paged, newest first; an agent reads a team member's by name", async () => {
    const { api } = await newMember("money_records", 1000);
    const other = await newMember("money_records_other", 1000);
    await unwrap(other.api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { ...LAUNCH, amount: 700 } }));
    const deposits = [200, 300, 400];
    for (const amount of deposits) await unwrap(api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { ...LAUNCH, amount } }));
    const card = (await unwrap(api.api.GET("/wps/member/bankCard")))[0]!;
    await withdraw(api, { amount: 150, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD });

    const all = await recordsOf(api);
    expect(all.list.map((r) => r.amount)).toEqual([-150, 400, 300, 200]);
    expect(all.list[0]).toMatchObject({ txTypeId: 2001, txTypeName: "Withdrawal", nameCn: "提款", currentAvailBalance: 1750, customerName: "money_records", requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // (The SDK drew the withdrawal's key: each money call carries one.)
    expect(all).toMatchObject({ page: 1, totalPages: 1 });
    const chinese = await unwrap(api.api.GET("/wps/relay/ODSFE2_MemTransDet", { params: { query: { startTime: 0, endTime: 4_102_444_800_000, language: "CN" } } }));
    expect(chinese.list[0]?.txTypeName).toBe("提款");

    const second = await recordsOf(api, { codeTypes: "deposit", page: 2, size: 2 });
    expect(second).toMatchObject({ page: 2, totalPages: 2 });
    expect(second.list.map((r) => r.amount)).toEqual([200]);
    expect((await recordsOf(api, { excludeTxTypeIds: "2001,4001" })).list.map((r) => r.amount)).toEqual([400, 300, 200]);

    const longAgo = await unwrap(api.api.GET("/wps/relay/ODSFE2_MemTransDet", { params: { query: { startTime: 946_684_800_000, endTime: 946_857_599_999 } } }));
    expect(longAgo).toMatchObject({ list: [], totalPages: 0 });
    // A member reads no one else's records; an agent reads a team member's by name.
    expect((await recordsOf(api, { subordinateName: "money_records_other" })).list).toEqual([]);
    const agent = client(sandboxOf().state.openSession(sandboxOf().state.findByName("agent_lee")!));
    expect((await recordsOf(agent, { subordinateName: "money_records_other" })).list).toEqual([expect.objectContaining({ amount: 700, customerName: "money_records_other" })]);
  });
});

describe("lucky draws", () => {
  it("joins a draw open for registration once; the draw shows the tickets; closed, coming and unknown draws are refused", async () => {
    const { api } = await newMember("money_raffle");
    const status = (promotionId: number) => unwrap(api.api.GET("/wps/relay/MCSFE_getRafflePromotionStatus", { params: { query: { promotionId } } })).catch(reasonOf);
    const join = (promotionId: number, k?: string) =>
      unwrap(api.api.POST("/wps/relay/MCSFE_claimRafflePromotion", { params: k ? { header: { "Idempotency-Key": k } } : {}, body: { promotionId } })).catch(reasonOf);
    await expect(status(3107)).resolves.toMatchObject({ activityStatus: "JOIN", ticketNumbers: [] });
    const intent = key();
    const joined = await join(3107, intent);
    expect(joined).toMatchObject({ promotionId: 3107, activityStatus: "REGISTERED", ticketNumbers: expect.arrayContaining([expect.any(String)]) });
    await expect(join(3107, intent)).resolves.toEqual(joined);
    await expect(join(3107)).resolves.toBe("promotion.raffle.already.joined");
    await expect(status(3107)).resolves.toMatchObject({ activityStatus: "REGISTERED", ticketNumbers: (joined as { ticketNumbers: string[] }).ticketNumbers });
    await expect(join(3103)).resolves.toBe("promotion.raffle.registration.closed");
    await expect(join(3110)).resolves.toBe("promotion.raffle.not.open");
    await expect(join(4040)).resolves.toBe("promotion.not.found");
    await expect(status(4040)).resolves.toBe("promotion.not.found");
  });
});
