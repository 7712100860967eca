// Flows with memory against the sandbox backend over HTTP, through
// the SDK as an app or a third party would call it. Every answer the sandbox
// sends is checked against the contract; afterEach fails the test that caused
// a violation.
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { markMessagesRead } from "@platform/sdk/forms";
import { addBankCard, convertPoints, encryptPayload, login, redeemPointReward, register, setPaymentPassword, withdraw } from "@platform/sdk/secure";
import { contractPath, freePort, loadContract, SANDBOX_PAYMENT_PASSWORD, startSandbox } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();
/** For a second sandbox a test starts with handlers of its own. */
const doc = loadContract(contractPath());

/** An SDK client on the sandbox whose token is whatever `session.token` holds. */
function client(): { api: PlatformClient; session: { token?: string } } {
  const session: { token?: string } = {};
  const api = createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => session.token, timeoutMs: 0 });
  return { api, session };
}

async function signUpAndLogIn(userName: string, password: string) {
  const { api, session } = client();
  const created = await register(api, { registerUrl: "m.platform.test", registerMethod: "H5", username: userName, password, confirmPassword: password }, "username");
  expect(created.customerId).toBeGreaterThan(0);
  expect(created.token).toBeUndefined();
  const loggedIn = await login(api, { type: "username", username: userName, password });
  session.token = loggedIn.token;
  return { api, session, loggedIn };
}

const reasonOf = (error: unknown) => (error instanceof PlatformError ? error.errorCode : String(error));

describe("register → log in → favourites", () => {
  it("registers a member who logs in with the decrypted credentials, then keeps a favourite until it is removed", async () => {
    const { api, loggedIn } = await signUpAndLogIn("sandbox_fan", "Harbour2026");
    expect(loggedIn).toMatchObject({ userName: "sandbox_fan", customerType: 0, firstTimeLogin: false });
    expect(await unwrap(api.api.GET("/wps/member/info"))).toMatchObject({ account: "sandbox_fan", sumBalance: 0 });

    const game = { nodeId: 10101, vendor: "PG", gameType: "RNG" as const };
    await unwrap(api.api.POST("/wps/relay/MCSFE_addFavoriteGameV2", { body: game }));
    const ids = await unwrap(api.api.GET("/wps/relay/MCSFE_getFavoriteGames", { params: { query: { pageNo: 1, pageSize: 100 } } }));
    expect(ids).toEqual(["10101"]);
    const list = await unwrap(api.api.GET("/wps/relay/MCSFE_getFavoriteGamesList", { params: { query: { pageNo: 1, pageSize: 25 } } }));
    expect(list.content.map((g) => g.nodeId)).toEqual([10101]);

    await unwrap(api.api.DELETE("/wps/relay/MCSFE_removeFavoriteGameV2", { body: game }));
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getFavoriteGames", { params: { query: { pageNo: 1, pageSize: 100 } } }))).toEqual([]);
  });

  it("refuses a wrong password, a taken username and a client that encrypts with another key", async () => {
    await signUpAndLogIn("sandbox_taken", "Harbour2026");
    const { api } = client();
    await expect(login(api, { type: "username", username: "sandbox_taken", password: "wrong-pass" }).catch(reasonOf)).resolves.toBe("login.cred.err");
    await expect(register(api, { registerUrl: "m.platform.test", registerMethod: "H5", username: "sandbox_taken", password: "x1y2z3w4", confirmPassword: "x1y2z3w4" }, "username").catch(reasonOf)).resolves.toBe("username.exists");

    // Same form as the SDK, but the key encrypted with a modulus that is not the sandbox's.
    const otherModulus = (await import("./fixtures/test-rsa-key.json", { with: { type: "json" } })).default.n;
    const { headers, body } = encryptPayload(otherModulus, { type: "username", username: "sandbox_taken", password: "Harbour2026" });
    const response = await fetch(`${sandboxOf().url}/wps/session/login`, { method: "POST", headers: { Merchant: "mc_demo", "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: "request_body_required" });
  });
});

describe("read marks", () => {
  it("marking a notice read lowers the unread count", async () => {
    const { api } = await signUpAndLogIn("sandbox_reader", "Harbour2026");
    const query = { types: "B,PL,PU,PR,H", groupName: "m_home" };
    const before = await unwrap(api.api.GET("/wps/relay/CCSFE_getListAnnouncements", { params: { query } }));
    const unread = before.player.filter((n) => !n.read);
    expect(unread.length).toBeGreaterThan(0);
    expect(before.footer?.unreadCount).toBe(unread.length);

    await unwrap(api.api.POST("/wps/relay/MCSFE_markAnnouncementAsRead", { body: { announcementId: unread[0]!.id, read: true } }));
    const after = await unwrap(api.api.GET("/wps/relay/CCSFE_getListAnnouncements", { params: { query } }));
    expect(after.footer?.unreadCount).toBe(unread.length - 1);
    expect(after.player.find((n) => n.id === unread[0]!.id)?.read).toBe(true);
  });
});

describe("rewards", () => {
  it("credits a reward once and refuses the second claim", async () => {
    const { api } = await signUpAndLogIn("sandbox_claimer", "Harbour2026");
    const rewards = await unwrap(api.api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: "MANUAL,UPGRADE_BONUS", status: "I" } } }));
    const reward = rewards.find((r) => (r.rewardAmount ?? 0) > 0)!;
    const claim = () => unwrap(api.api.POST("/wps/relay/MCSFE_claimIssuedPromotion", { body: { promotionClaimId: reward.rewardId, promotionType: reward.promotionType, ipAddress: "203.0.113.24" } }));

    await expect(claim()).resolves.toMatchObject({ claimedTickets: expect.arrayContaining([{ rewardType: "BONUS", value: reward.rewardAmount, ticketType: null }]) });
    await expect(claim().catch(reasonOf)).resolves.toBe("promotion.already.claimed");
    const claimed = await unwrap(api.api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: "MANUAL,UPGRADE_BONUS", status: "C" } } }));
    expect(claimed.map((r) => r.rewardId)).toEqual([reward.rewardId]);
    expect((await unwrap(api.api.GET("/wps/member/info"))).sumBalance).toBe(reward.rewardAmount);
  });

  it("claims a ticket once its conditions are met, and only once (PROMOFE_claimTicket)", async () => {
    const { api } = await signUpAndLogIn("sandbox_ticket", "Harbour2026");
    const tickets = await unwrap(api.api.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { status: "AVAILABLE" } } }));
    const ready = tickets.find((t) => (t.conditionStatus ?? []).length === 0)!;
    const waiting = tickets.find((t) => (t.conditionStatus ?? []).length > 0)!;
    const claim = (transactionId: string) => unwrap(api.api.POST("/wps/relay/PROMOFE_claimTicket", { body: { transactionId, isApp: "N" } }));
    await expect(claim(ready.transactionId)).resolves.toMatchObject({ transactionId: ready.transactionId });
    await expect(claim(ready.transactionId).catch(reasonOf)).resolves.toBe("ticket.already.claimed");
    await expect(claim(waiting.transactionId).catch(reasonOf)).resolves.toBe("ticket.condition.not.met");
    const claimed = await unwrap(api.api.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { status: "CLAIMED" } } }));
    expect(claimed.map((t) => t.transactionId)).toEqual([ready.transactionId]);
  });
});

describe("daily sign-in", () => {
  it("claims today's day once: the day and the totals move, the money is credited, a second claim is refused", async () => {
    const { api } = await signUpAndLogIn("sandbox_signer", "Harbour2026");
    const [config] = await unwrap(api.api.GET("/wps/relay/MCSFE_getLoginPromotion"));
    const days = () => unwrap(api.api.GET("/wps/relay/MCSFE_getLoginPromotionConfigHistory", { params: { query: { configId: config!.configId } } }));
    const before = await days();
    const today = before.list.find((day) => day.isToday === "Y")!;
    expect(today.hasClaimed).toBe("N");
    const claim = (id: number) => unwrap(api.api.POST("/wps/relay/MCSFE_claimLoginPromotion", { body: { promotionConfigDetailId: id } }));

    await expect(claim(today.id)).resolves.toBeNull();
    await expect(claim(today.id).catch(reasonOf)).resolves.toBe("promotion.login.already.signed");
    await expect(claim(before.list.find((day) => day.isToday !== "Y")!.id).catch(reasonOf)).resolves.toBe("request_param_err");
    const after = await days();
    expect(after.list.find((day) => day.id === today.id)).toMatchObject({ hasClaimed: "Y", isClaimedToday: "Y" });
    expect(after.footer).toEqual({
      dayCountClaimed: before.footer.dayCountClaimed + 1,
      totalClaimedAmount: before.footer.totalClaimedAmount + (today.amount ?? 0),
      totalClaimedPointAmount: before.footer.totalClaimedPointAmount + (today.pointAmount ?? 0),
    });
    expect((await unwrap(api.api.GET("/wps/member/info"))).sumBalance).toBe(today.amount);
  });

  it("refuses a day whose deposit and bet the member has not reached, with what is missing", async () => {
    const { api } = await signUpAndLogIn("sandbox_short", "Harbour2026");
    const configs = await unwrap(api.api.GET("/wps/relay/MCSFE_getLoginPromotion"));
    const days = await unwrap(api.api.GET("/wps/relay/MCSFE_getLoginPromotionConfigHistory", { params: { query: { configId: configs[1]!.configId } } }));
    const today = days.list.find((day) => day.isToday === "Y")!;
    const refusal = await unwrap(api.api.POST("/wps/relay/MCSFE_claimLoginPromotion", { body: { promotionConfigDetailId: today.id } })).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ errorCode: "claim_deposit_and_bet_required" });
    expect((refusal as { body: { value: unknown } }).body.value).toEqual({
      data: { requiredDepositAmount: today.depositAmount, accumulatedDepositAmount: 50, requiredValidBet: today.validBetAmount, actualBet: 120 },
    });
    expect((await unwrap(api.api.GET("/wps/member/info"))).sumBalance).toBe(0);
  });
});

describe("points mall", () => {
  /** A new member with a withdrawal password: the points calls are checked with it. */
  async function pointsMember(userName: string) {
    const member = await signUpAndLogIn(userName, "Harbour2026");
    await setPaymentPassword(member.api, { paymentPassword: SANDBOX_PAYMENT_PASSWORD, confirmPaymentPassword: SANDBOX_PAYMENT_PASSWORD });
    return member;
  }

  it("redeems with the withdrawal password (decrypted), spends the points once per limit, refuses too few points and a wrong password", async () => {
    const { api: unset } = await signUpAndLogIn("sandbox_no_fund_pw", "Harbour2026");
    await expect(redeemPointReward(unset, { rewardId: 6102, fundPassword: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe("not.exists.payment.password");

    const { api } = await pointsMember("sandbox_points");
    const start = await unwrap(api.api.GET("/wps/relay/MCSFE_getPointBalance"));
    const { list } = await unwrap(api.api.GET("/wps/relay/MCSFE_getPointReward"));
    const cash = list.find((r) => r.cashAmount != null && r.stock !== 0 && r.pointPrice <= start && r.limitPerMember === 5)!;
    const dear = list.find((r) => r.stock !== 0 && r.pointPrice > start)!;

    await expect(redeemPointReward(api, { rewardId: cash.rewardId, fundPassword: "246810" }).catch(reasonOf)).resolves.toBe("invalid.payment.pw");
    const redeemed = await redeemPointReward(api, { rewardId: cash.rewardId, fundPassword: SANDBOX_PAYMENT_PASSWORD });
    expect(redeemed).toMatchObject({ pointBalance: start - cash.pointPrice });
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getPointBalance"))).toBe(start - cash.pointPrice);
    expect((await unwrap(api.api.GET("/wps/relay/MCSFE_getPointReward"))).list.find((r) => r.rewardId === cash.rewardId)?.redeemedByMember).toBe(1);
    expect((await unwrap(api.api.GET("/wps/member/info"))).sumBalance).toBe(cash.cashAmount);
    // A cash reward is credited at once: its line reads passed (A).
    expect((await unwrap(api.api.GET("/wps/relay/MCSFE_getRedeemPointList"))).list).toEqual([expect.objectContaining({ redeemId: redeemed.redeemId, rewardId: cash.rewardId, points: cash.pointPrice, status: "A" })]);
    await expect(redeemPointReward(api, { rewardId: dear.rewardId, fundPassword: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe("point.insufficient");
  });

  it("ships a gift: the redemption keeps the shipping fields and waits for review (P)", async () => {
    const { api } = await pointsMember("sandbox_gift");
    const { list } = await unwrap(api.api.GET("/wps/relay/MCSFE_getPointReward"));
    const categories = await unwrap(api.api.GET("/wps/relay/MCSFE_getPointRewardConversionType"));
    const giftCategory = categories.find((c) => c.name === "gift_redemption")!;
    const gift = list.find((r) => r.conversionType === giftCategory.id && r.cashAmount == null)!;
    const shipping = { address: "88 Jalan Ampang, Kuala Lumpur", name: "Sandbox Gift", userPhone: "60123456789" };
    // The new member's points do not reach the gift's price: give them the points in the sandbox's state.
    sandboxOf().state.findByName("sandbox_gift")!.points = gift.pointPrice;
    await redeemPointReward(api, { rewardId: gift.rewardId, fundPassword: SANDBOX_PAYMENT_PASSWORD, ...shipping });
    expect((await unwrap(api.api.GET("/wps/relay/MCSFE_getRedeemPointList"))).list[0]).toMatchObject({ rewardName: gift.name, status: "P", ...shipping });
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getPointBalance"))).toBe(0);
    expect((await unwrap(api.api.GET("/wps/member/info"))).sumBalance).toBe(0);
  });

  it("converts points within the config's bounds", async () => {
    const { api } = await pointsMember("sandbox_convert");
    const config = await unwrap(api.api.GET("/wps/relay/MCSFE_getPointConfig"));
    const start = await unwrap(api.api.GET("/wps/relay/MCSFE_getPointBalance"));
    const min = config.minConvertPoints!;
    await expect(convertPoints(api, { points: min - 1, fundPassword: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe("point.convert.below.minimum");
    await expect(convertPoints(api, { points: min, fundPassword: SANDBOX_PAYMENT_PASSWORD })).resolves.toMatchObject({ amount: min / config.pointsPerUnit!, pointBalance: start - min });
    await expect(convertPoints(api, { points: start, fundPassword: SANDBOX_PAYMENT_PASSWORD }).catch(reasonOf)).resolves.toBe("point.insufficient");
  });
});

describe("balance", () => {
  it("refuses a withdraw above the balance; one below it succeeds and the balance drops", async () => {
    const { api } = client();
    const created = await register(api, { registerUrl: "m.platform.test", registerMethod: "H5", username: "sandbox_saver", password: "Harbour2026", confirmPassword: "Harbour2026", paymentPassword: SANDBOX_PAYMENT_PASSWORD, login: true }, "username");
    const member = client();
    member.session.token = created.token;
    await unwrap(member.api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { amount: 500, bankCode: "ICBC", bankType: "PG", vendorId: 101 } }));
    expect((await unwrap(member.api.api.GET("/wps/v2/wallets/balance"))).sumBalance).toBe(500);
    const card = await addBankCard(member.api, { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "Zhang Wei", paymentPassword: SANDBOX_PAYMENT_PASSWORD });

    const payout = (amount: number) => withdraw(member.api, { amount, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD });
    await expect(payout(500.01).catch(reasonOf)).resolves.toBe("insufficient.balance");
    await expect(payout(120.5)).resolves.toMatchObject({ amount: 120.5, status: "PENDING", sumBalance: 379.5 });
    expect((await unwrap(member.api.api.GET("/wps/member/info"))).sumBalance).toBe(379.5);
  });
});

describe("bank cards and withdraw settings", () => {
  it("adds a card encrypted within the bank's rules, once, and lists it masked; the account info counts the day's withdrawals", async () => {
    const { api } = client();
    const created = await register(api, { registerUrl: "m.platform.test", registerMethod: "H5", username: "sandbox_cards", password: "Harbour2026", confirmPassword: "Harbour2026", paymentPassword: SANDBOX_PAYMENT_PASSWORD, login: true }, "username");
    const member = client();
    member.session.token = created.token;
    expect(await unwrap(member.api.api.GET("/wps/member/bankCard"))).toEqual([]);
    const card = { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "Zhang Wei", paymentPassword: SANDBOX_PAYMENT_PASSWORD };
    await expect(addBankCard(member.api, { ...card, paymentPassword: "000000" }).catch(reasonOf)).resolves.toBe("payment.password.err");
    await expect(addBankCard(member.api, { ...card, cardNumber: "62258801377066881" }).catch(reasonOf)).resolves.toBe("request_param_err");
    const added = await addBankCard(member.api, card);
    expect(added).toMatchObject({ bankCode: "CMB", cardNumber: "**** **** **** 6688", isDefault: true });
    await expect(addBankCard(member.api, card).catch(reasonOf)).resolves.toBe("bankcard.exists");
    expect(await unwrap(member.api.api.GET("/wps/member/bankCard"))).toEqual([added]);

    await unwrap(member.api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { amount: 800, bankCode: "ICBC", bankType: "PG", vendorId: 101 } }));
    const before = await unwrap(member.api.api.GET("/wps/relay/MCSFE_getWithdrawAccountInfo", { params: { query: { groupId: 0 } } }));
    expect(before).toMatchObject({ bankCards: [{ bankCardId: added.id, bankName: added.bankName, cardNumber: "**** **** **** 6688", isWithdrawActive: "Y" }], remainingTransactionTimes: 5, remainingWithdrawAmount: 200_000 });
    await withdraw(member.api, { amount: 300, bankCardId: added.id, password: SANDBOX_PAYMENT_PASSWORD });
    expect(await unwrap(member.api.api.GET("/wps/relay/MCSFE_getWithdrawAccountInfo", { params: { query: { groupId: 0 } } }))).toMatchObject({ remainingTransactionTimes: 4, remainingWithdrawAmount: 199_700 });
    const wallets = await unwrap(member.api.api.GET("/wps/v2/wallets/balance"));
    expect(wallets).toMatchObject({ sumBalance: 500, currencyPosition: "F" });
    expect(Array.isArray(wallets.balance) ? wallets.balance[0] : wallets.balance).toMatchObject({ accountName: "SAFE_BOX", accountTypeId: 2, availBalance: 500 });
  });
});

describe("withdrawal password", () => {
  it("is needed before any card or withdraw: a member who never set one is refused both", async () => {
    const { api } = await signUpAndLogIn("sandbox_nopass", "Harbour2026");
    expect(await unwrap(api.api.GET("/wps/member/hasWithdrawalPassword"))).toBe(false);
    const card = { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "Zhang Wei", paymentPassword: "246810" };
    await expect(addBankCard(api, card).catch(reasonOf)).resolves.toBe("payment.password.not.set");
    expect(await unwrap(api.api.GET("/wps/member/bankCard"))).toEqual([]);
    await unwrap(api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { amount: 200, bankCode: "ICBC", bankType: "PG", vendorId: 101 } }));
    await expect(withdraw(api, { amount: 50, bankCardId: 3301, password: "246810" }).catch(reasonOf)).resolves.toBe("not.exists.payment.password");
    expect(await unwrap(api.api.GET("/wps/v2/wallets/balance"))).toMatchObject({ sumBalance: 200 });
  });

  it("remembers the one a member sets: asked for by add-card and withdraw, never replaced", async () => {
    const { api } = await signUpAndLogIn("sandbox_payer", "Harbour2026");
    const hasOne = () => unwrap(api.api.GET("/wps/member/hasWithdrawalPassword"));
    const set = (paymentPassword: string, confirmPaymentPassword = paymentPassword) =>
      setPaymentPassword(api, { paymentPassword, confirmPaymentPassword }).catch(reasonOf);
    expect(await hasOne()).toBe(false);

    await expect(set("246810", "246811")).resolves.toBe("payment.password.mismatch");
    await expect(set("Harbour2026")).resolves.toBe("payment.password.same.as.login");
    expect(await hasOne()).toBe(false);
    await expect(set("246810")).resolves.toBe(true);
    expect(await hasOne()).toBe(true);

    const card = { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "Zhang Wei" };
    await expect(addBankCard(api, { ...card, paymentPassword: "135790" }).catch(reasonOf)).resolves.toBe("payment.password.err");
    const added = await addBankCard(api, { ...card, paymentPassword: "246810" });
    await unwrap(api.api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { body: { amount: 300, bankCode: "ICBC", bankType: "PG", vendorId: 101 } }));
    await expect(withdraw(api, { amount: 100, bankCardId: added.id, password: "135790" }).catch(reasonOf)).resolves.toBe("invalid.payment.pw");
    await expect(withdraw(api, { amount: 100, bankCardId: added.id, password: "246810" })).resolves.toMatchObject({ amount: 100, sumBalance: 200 });

    // Set once: another password is refused, the same one again (a retried request) is accepted and changes nothing.
    await expect(set("975310")).resolves.toBe("payment.password.exists");
    await expect(set("246810")).resolves.toBe(true);
    await expect(withdraw(api, { amount: 100, bankCardId: added.id, password: "246810" })).resolves.toMatchObject({ sumBalance: 100 });
  });
});

describe("roles (spec §6)", () => {
  it("refuses a trial account the inbox", async () => {
    const { api, session } = client();
    const trial = await unwrap(api.api.POST("/wps/session/login/freeplay"));
    expect(trial.customerType).toBe(4);
    session.token = trial.token;
    await expect(unwrap(api.api.GET("/wps/relay/CSP_getInbox", { params: { query: { pageNo: 1 } } })).catch(reasonOf)).resolves.toBe("free_reject");
  });

  it("gives a real member the inbox, with the unread count that CSP_unreadCount reports", async () => {
    const { api } = await signUpAndLogIn("sandbox_inbox", "Harbour2026");
    const inbox = await unwrap(api.api.GET("/wps/relay/CSP_getInbox", { params: { query: { pageNo: 1 } } }));
    expect(inbox.content.length).toBeGreaterThan(0);
    expect(await unwrap(api.api.GET("/wps/relay/CSP_unreadCount"))).toBe(inbox.unreadCount);
  });

  it("marks an opened message read and deletes one: the list and the unread count follow", async () => {
    const { api } = await signUpAndLogIn("sandbox_letters", "Harbour2026");
    const before = await unwrap(api.api.GET("/wps/relay/CSP_getInbox", { params: { query: { pageNo: 1 } } }));
    const unread = before.content.find((message) => !message.read)!;
    await markMessagesRead(api, [unread.id]);
    expect(await unwrap(api.api.GET("/wps/relay/CSP_unreadCount"))).toBe(before.unreadCount! - 1);
    await expect(markMessagesRead(api, [999_999]).catch(reasonOf)).resolves.toBe("message.not.found");

    await unwrap(api.api.DELETE("/wps/message/inbox", { params: { query: { messageIds: String(unread.id) } } }));
    const after = await unwrap(api.api.GET("/wps/relay/CSP_getInbox", { params: { query: { pageNo: 1 } } }));
    expect(after.content.map((message) => message.id)).not.toContain(unread.id);
    expect(after.totalCount).toBe(before.totalCount! - 1);
    await expect(
      unwrap(api.api.DELETE("/wps/message/inbox", { params: { query: { messageIds: String(unread.id) } } })).catch(reasonOf),
    ).resolves.toBe("message.not.found");
    // A list that names no message is the contract's request_param_err (it was a code no operation lists).
    await expect(unwrap(api.api.DELETE("/wps/message/inbox", { params: { query: { messageIds: "none" } } })).catch(reasonOf)).resolves.toBe("request_param_err");
  });

  it("answers agent calls for an agent only", async () => {
    const member = client();
    member.session.token = (await login(member.api, { type: "username", username: "player_one", password: "s3cret-pass" })).token;
    const query = { startDate: "2026-11-01", endDate: "2026-11-21" };
    await expect(unwrap(member.api.api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query } })).catch(reasonOf)).resolves.toBe("not.agent");
    const agent = client();
    agent.session.token = (await login(agent.api, { type: "username", username: "agent_lee", password: "s3cret-pass" })).token;
    await expect(unwrap(agent.api.api.GET("/wps/relay/ODSFE2_teamKPIC", { params: { query } }))).resolves.toBeTruthy();
  });
});

describe("the sandbox itself", () => {
  it("answers an operation it does not model with the contract's default example", async () => {
    const response = await fetch(`${sandboxOf().url}/lgw/games/popular`, { headers: { Merchant: "mc_demo" } });
    expect(response.status).toBe(200);
    expect(sandboxOf().calls.get("getPopularLotteryGames")).toBe(1);
  });

  it("asks for a session where the contract needs one", async () => {
    const response = await fetch(`${sandboxOf().url}/wps/member/info`, { headers: { Merchant: "mc_demo", Authorization: "not-a-session" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: "login.not.session" });
  });

  it("turns an answer that breaks the contract into a 500 naming the violation", async () => {
    const broken = await startSandbox({ doc, port: await freePort(), handlers: { getRsaKey: () => ({ status: 200, body: "not hex" }) } });
    try {
      const response = await fetch(`${broken.url}/wps/session/key/rsa`, { headers: { Merchant: "mc_demo" } });
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(broken.violations).toHaveLength(1);
      expect(broken.violations[0]?.violations[0]?.message).toMatch(/pattern/);
    } finally {
      await broken.stop();
    }
  });

  it("forgets everything on POST /__sandbox/reset", async () => {
    await signUpAndLogIn("sandbox_gone", "Harbour2026");
    expect(sandboxOf().state.findByName("sandbox_gone")).toBeDefined();
    const response = await fetch(`${sandboxOf().url}/__sandbox/reset`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(sandboxOf().state.findByName("sandbox_gone")).toBeUndefined();
  });
});

