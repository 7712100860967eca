// The five checks of the stateful phase, each a named sequence of
// the contract's operations on a member of its own. Schemathesis's stateful
// checks, in the platform's words: `use_after_free` is session-lifecycle,
// `ensure_resource_availability` write-then-read and
// registration-then-login, `negative_data_rejection` refuses-bad-input;
// money-once is the contract's Idempotency-Key.
import { randomUUID } from "node:crypto";
import { checkRefusal } from "./conformance-auth.ts";
import { shortText } from "./conformance-values.ts";
import { answerOf, CheckSkipped, runChecks, succeeded, type Kit, type MemberLogin, type Reply, type Sequence, type StatefulCheck, type StatefulOptions, type StatefulResult } from "./conformance-stateful.ts";

type Value = Record<string, unknown>;

const valueOf = (reply: Reply): unknown => reply.body?.value;
const money = (n: number) => Math.round(n * 100) / 100;
const received = (reply: Reply) => `${reply.status} ${shortText(reply.text)}`;

/** A fresh member through the contract's own registration (encrypted, as the real client registers). */
async function register(sequence: Sequence): Promise<{ member: MemberLogin; reply: Reply }> {
  const suffix = randomUUID().replace(/-/g, "").slice(0, 10);
  const member = { userName: `ck${suffix}`, password: `Ck${suffix.slice(0, 7)}9` };
  // The example's registration page and method; not its mobile number, affiliate or `login: true` (another member's, or a session here).
  const { registerUrl, registerMethod, captcha } = sequence.examplePlaintext("registerByUsername");
  const payload = { registerUrl, registerMethod, captcha, username: member.userName, password: member.password, confirmPassword: member.password };
  const reply = await sequence.call("registerByUsername", { body: payload });
  return { member, reply };
}

/** A member of the check's own: a fresh registration, else `--member`, else the check says what it needs. */
async function freshMember(sequence: Sequence, kit: Kit): Promise<MemberLogin> {
  const { member, reply } = await register(sequence);
  if (succeeded(reply)) return member;
  if (kit.member) {
    sequence.notes.push(`registration refused (${answerOf(reply)}): used --member ${kit.member.userName}`);
    return kit.member;
  }
  throw new CheckSkipped(`needs a fresh member: the contract's registration was refused (${answerOf(reply)}); pass --member USER:PASS`);
}

/** A member with money, a withdrawal password and a card: the run's funded member, else `--member`. */
async function fundedMember(kit: Kit): Promise<MemberLogin> {
  const member = (await kit.fundedMember?.()) ?? kit.member;
  if (!member) throw new CheckSkipped("needs a member with money, a withdrawal password and a bank card of their own: pass --member USER:PASS --payment-password PIN");
  return member;
}

/** Logs in (encrypted) and gives the session token. */
async function logIn(sequence: Sequence, member: MemberLogin, what = "the member"): Promise<string> {
  const payload = { ...sequence.examplePlaintext("login"), type: "username", username: member.userName, password: member.password };
  const reply = await sequence.call("login", { body: payload });
  const token = (valueOf(reply) as Value | undefined)?.token;
  if (!succeeded(reply) || typeof token !== "string") sequence.fail(`${what} (${member.userName}) could not log in`, "200 success with value.token", received(reply));
  return token;
}

async function balanceOf(sequence: Sequence, token: string): Promise<number> {
  const reply = await sequence.call("getMemberInfo", { token });
  const balance = (valueOf(reply) as Value | undefined)?.sumBalance;
  if (!succeeded(reply) || typeof balance !== "number") sequence.fail("the balance could not be read back", "200 success with value.sumBalance", received(reply));
  return balance;
}

interface DepositChannel {
  vendorId: number;
  min: number;
  max: number;
  bankCode: string;
  bankType: string;
  amount: number;
}

/** A payment-page deposit channel of the member's (the call the app makes for it: depositByLaunchUrl). */
async function depositChannel(sequence: Sequence, token: string): Promise<DepositChannel> {
  const reply = await sequence.call("getDepositChannels", { token });
  const methods = Object.values((valueOf(reply) as Value | undefined) ?? {}) as Value[];
  for (const method of methods.filter((m) => m.mcsDepositEndpoint === "MCSFE_depositByLaunchUrl")) {
    for (const channel of (method.channels as Value[] | undefined) ?? []) {
      const bank = ((channel.banks as Value[] | undefined) ?? [])[0];
      if (!bank || typeof channel.min !== "number" || typeof channel.max !== "number") continue;
      const fixed = channel.fixAmountOnly === "Y" ? ((channel.fixAmounts as number[] | undefined) ?? [])[0] : undefined;
      return { vendorId: channel.vendorId as number, min: channel.min, max: channel.max, bankCode: String(bank.bankCode), bankType: String(bank.bankType), amount: fixed ?? channel.min };
    }
  }
  throw new CheckSkipped(`needs a payment-page deposit channel (mcsDepositEndpoint MCSFE_depositByLaunchUrl) in ${sequence.describe("getDepositChannels")}; got ${answerOf(reply)}`);
}

/** The member's cards and withdrawal amount, or what is missing to withdraw. */
async function withdrawal(sequence: Sequence, member: MemberLogin, token: string): Promise<{ cardIds: number[]; amount: number; password: string }> {
  if (!member.paymentPassword) throw new CheckSkipped(`needs the withdrawal password of ${member.userName}: pass --payment-password PIN`);
  const cards = await sequence.call("getBankCards", { token });
  const cardIds = ((valueOf(cards) as Value[] | undefined) ?? []).map((card) => card.id).filter((id): id is number => typeof id === "number");
  if (cardIds.length === 0) throw new CheckSkipped(`needs a bank card of ${member.userName}'s own (${sequence.describe("getBankCards")} answered ${answerOf(cards)} with none)`);
  const settings = await sequence.call("getWithdrawSettings", { token });
  const minimum = (valueOf(settings) as Value | undefined)?.minimumAmount;
  return { cardIds, amount: typeof minimum === "number" && minimum > 0 ? minimum : 100, password: member.paymentPassword };
}

/** The contract's example withdrawal (`check: "v2"`…) without its SMS code and Firebase token (none was asked for). */
function withdrawPayload(sequence: Sequence): Value {
  const { verificationCode: _code, firebaseIdToken: _firebase, ...payload } = sequence.examplePlaintext("withdraw");
  return payload;
}

const sessionLifecycle: StatefulCheck = {
  name: "session-lifecycle",
  title: "log in → an authed call succeeds → log out → the same token is refused (use after logout)",
  async run(sequence, kit) {
    const member = await freshMember(sequence, kit);
    const token = await logIn(sequence, member);
    const before = await sequence.call("getMemberInfo", { token });
    if (!succeeded(before)) sequence.fail("the fresh session's token was refused before logout", "200 success", received(before));
    const out = await sequence.call("logout", { token });
    if (!succeeded(out)) sequence.fail("logout was refused", "200 success", received(out));
    const after = await sequence.call("getMemberInfo", { token });
    const refusal = checkRefusal(after.status, after.text);
    if (refusal.problem) {
      sequence.fail(
        succeeded(after) ? "the token still works after logout" : "the token is refused after logout, but not with the not-logged-in answer",
        refusal.problem.expected,
        refusal.problem.received,
      );
    }
  },
};

const registrationThenLogin: StatefulCheck = {
  name: "registration-then-login",
  title: "register a fresh member (encrypted) → log in with it → member info names it",
  async run(sequence) {
    const { member, reply } = await register(sequence);
    if (!succeeded(reply)) throw new CheckSkipped(`the contract's registration was refused (${answerOf(reply)}): this check needs a merchant whose registration takes the contract's example (no captcha)`);
    const token = await logIn(sequence, member, "the member just registered");
    const info = await sequence.call("getMemberInfo", { token });
    const account = (valueOf(info) as Value | undefined)?.account;
    if (!succeeded(info) || account !== member.userName) sequence.fail("member info does not name the member just registered", `200 success with value.account "${member.userName}"`, received(info));
  },
};

const moneyOnce: StatefulCheck = {
  name: "money-once",
  title: "one Idempotency-Key debits once; the key with another amount is refused; a new key debits again",
  async run(sequence, kit) {
    const member = await fundedMember(kit);
    const token = await logIn(sequence, member);
    const { cardIds, amount, password } = await withdrawal(sequence, member, token);
    const before = await balanceOf(sequence, token);
    if (before < 4 * amount) throw new CheckSkipped(`needs a member with at least ${4 * amount} (4 × the minimum withdrawal); ${member.userName} has ${before}`);
    const payload = { ...withdrawPayload(sequence), amount, bankCardId: cardIds[0], password };
    const key = randomUUID();
    const first = await sequence.call("withdraw", { token, body: payload, idempotencyKey: key });
    if (!succeeded(first)) throw new CheckSkipped(`needs a member who may withdraw ${amount}: the first withdrawal was refused (${answerOf(first)})`);
    const again = await sequence.call("withdraw", { token, body: payload, idempotencyKey: key });
    const sameAnswer = again.text === first.text || (succeeded(again) && idOf(again) !== undefined && idOf(again) === idOf(first));
    if (succeeded(again) && !sameAnswer) sequence.fail("the same Idempotency-Key sent twice was answered as a second withdrawal", `the first answer again: ${shortText(first.text)}`, received(again));
    if (!succeeded(again)) sequence.notes.push(`the second send of the key was refused (${answerOf(again)}) rather than answered the first answer`);
    const once = await balanceOf(sequence, token);
    if (money(once) !== money(before - amount)) sequence.fail(`one Idempotency-Key moved the balance by ${money(before - once)}, not ${amount}`, `balance ${money(before - amount)} (one debit of ${amount})`, `balance ${once}`);
    const other = await sequence.call("withdraw", { token, body: { ...payload, amount: 2 * amount }, idempotencyKey: key });
    if (succeeded(other)) sequence.fail(`the same Idempotency-Key with another amount (${2 * amount}) was accepted`, "a refusal (idempotency.key.reused)", received(other));
    const still = await balanceOf(sequence, token);
    if (money(still) !== money(once)) sequence.fail("a refused reuse of the key moved money", `balance ${once}`, `balance ${still}`);
    const second = await sequence.call("withdraw", { token, body: payload, idempotencyKey: randomUUID() });
    if (!succeeded(second)) sequence.fail("a new Idempotency-Key for a second withdrawal was refused", "200 success (a second, separate debit)", received(second));
    if (idOf(second) !== undefined && idOf(second) === idOf(first)) sequence.fail("a new Idempotency-Key was answered with the first withdrawal", "a second transactionId", received(second));
    const twice = await balanceOf(sequence, token);
    if (money(twice) !== money(before - 2 * amount)) sequence.fail("two keys did not make two debits", `balance ${money(before - 2 * amount)}`, `balance ${twice}`);
  },
};

function idOf(reply: Reply): unknown {
  return (valueOf(reply) as Value | null | undefined)?.transactionId;
}

const writeThenRead: StatefulCheck = {
  name: "write-then-read",
  title: "favourite add → listed → remove → gone; a notice marked read lowers the unread count; a deposit order shows in the records",
  async run(sequence, kit) {
    const member = await freshMember(sequence, kit);
    const token = await logIn(sequence, member);

    const game = sequence.exampleBody("addFavoriteGame");
    const listed = async () => ((valueOf(await sequence.call("getFavoriteGameIds", { token })) as unknown[] | undefined) ?? []).map(String);
    const added = await sequence.call("addFavoriteGame", { token, body: game });
    if (!succeeded(added)) sequence.fail("adding a favourite was refused", "200 success", received(added));
    if (!(await listed()).includes(String(game.nodeId))) sequence.fail(`the favourite just added (nodeId ${String(game.nodeId)}) is not in the list`, `a list holding "${String(game.nodeId)}"`, sequence.calls.at(-1) ?? "");
    const removed = await sequence.call("removeFavoriteGame", { token, body: game });
    if (!succeeded(removed)) sequence.fail("removing the favourite was refused", "200 success", received(removed));
    if ((await listed()).includes(String(game.nodeId))) sequence.fail(`the favourite just removed (nodeId ${String(game.nodeId)}) is still in the list`, "a list without it", "the list holds it");

    const notices = async () => valueOf(await sequence.call("getAnnouncements", { token })) as { player?: { id: unknown; read?: unknown }[]; footer?: { unreadCount?: unknown } } | undefined;
    const before = await notices();
    const unread = before?.player?.find((notice) => notice.read === false);
    if (!unread || typeof before?.footer?.unreadCount !== "number") sequence.notes.push("no unread notice with an unread count to mark read: that part was not made");
    else {
      const marked = await sequence.call("markAnnouncementRead", { token, body: { announcementId: unread.id, read: true } });
      if (!succeeded(marked)) sequence.fail("marking a notice read was refused", "200 success", received(marked));
      const after = await notices();
      if (after?.footer?.unreadCount !== before.footer.unreadCount - 1) sequence.fail("the unread count did not drop after a notice was marked read", `unreadCount ${before.footer.unreadCount - 1}`, `unreadCount ${String(after?.footer?.unreadCount)}`);
    }

    const channel = await depositChannel(sequence, token);
    const order = await sequence.call("depositByLaunchUrl", { token, body: { amount: channel.amount, bankCode: channel.bankCode, bankType: channel.bankType, vendorId: channel.vendorId } });
    if (!succeeded(order)) sequence.fail(`a deposit order of ${channel.amount} was refused`, "200 success", received(order));
    const orderNo = (valueOf(order) as Value | undefined)?.transactionId;
    const now = Date.now();
    const records = await sequence.call("getTransactions", { token, query: { codeTypes: "deposit", subordinateName: null, excludeTxTypeIds: null, language: null, startTime: now - 86_400_000, endTime: now + 86_400_000, page: 1, size: 50 } });
    const rows = ((valueOf(records) as { list?: Value[] } | undefined)?.list ?? []) as Value[];
    const shown = rows.some((row) => (orderNo !== undefined ? row.orderNo === orderNo : row.amount === channel.amount));
    if (!shown) sequence.fail("the deposit order just made is not in the records", `a deposit row${orderNo === undefined ? ` of ${channel.amount}` : ` with orderNo ${String(orderNo)}`}`, received(records));
  },
};

const refusesBadInput: StatefulCheck = {
  name: "refuses-bad-input",
  title: "amounts of 0, −1, 0.001, 1e309 and above the channel max, and a card not the member's, each refused with an envelope",
  async run(sequence, kit) {
    const funded = await fundedMember(kit).catch(() => undefined);
    const member = funded ?? (await freshMember(sequence, kit));
    const token = await logIn(sequence, member);
    const before = await balanceOf(sequence, token);
    const accepted: string[] = [];
    const expectRefused = (what: string, reply: Reply) => {
      if (succeeded(reply)) accepted.push(`${what} → ${received(reply)}`);
      else if (reply.body?.success !== false) accepted.push(`${what} → refused without the envelope: ${received(reply)}`);
    };

    const channel = await depositChannel(sequence, token);
    const deposit = { bankCode: channel.bankCode, bankType: channel.bankType, vendorId: channel.vendorId };
    for (const amount of [0, -1, 0.001, channel.max + 1]) expectRefused(`deposit amount ${amount}`, await sequence.call("depositByLaunchUrl", { token, body: { ...deposit, amount } }));
    const huge = JSON.stringify({ ...deposit, amount: 0 }).replace('"amount":0', '"amount":1e309');
    expectRefused("deposit amount 1e309", await sequence.call("depositByLaunchUrl", { token, rawBody: huge }));

    if (!funded?.paymentPassword) sequence.notes.push("withdrawals of −1 and to a card not the member's were not tried: they need a funded member (--member USER:PASS --payment-password PIN)");
    else {
      const { cardIds, amount, password } = await withdrawal(sequence, funded, token);
      const payload = { ...withdrawPayload(sequence), bankCardId: cardIds[0], password };
      expectRefused("withdrawal amount -1", await sequence.call("withdraw", { token, body: { ...payload, amount: -1 } }));
      const notOwn = Math.max(...cardIds) + 7_919;
      expectRefused(`withdrawal to card ${notOwn} (not the member's)`, await sequence.call("withdraw", { token, body: { ...payload, amount, bankCardId: notOwn } }));
    }
    const after = await balanceOf(sequence, token);
    if (accepted.length > 0) sequence.fail(`accepted ${accepted.length} input${accepted.length === 1 ? "" : "s"} a server must refuse: ${accepted.join("; ")}`, "each refused with an envelope (success: false), never a 2xx success");
    if (money(after) !== money(before)) sequence.fail("refused inputs moved money", `balance ${before}`, `balance ${after}`);
  },
};

/** The checks in the order they run. */
const STATEFUL_CHECKS: readonly StatefulCheck[] = [sessionLifecycle, registrationThenLogin, moneyOnce, writeThenRead, refusesBadInput];

/** The checks' names, for `--only`-style selection and the docs. */
export const STATEFUL_CHECK_NAMES: readonly string[] = STATEFUL_CHECKS.map((check) => check.name);

/** The stateful phase: every check (or those `only` names), one after another. */
export function runStatefulPhase(options: StatefulOptions): Promise<StatefulResult[]> {
  return runChecks(STATEFUL_CHECKS, options);
}
