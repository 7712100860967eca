// "SDK exactly-once", against the sandbox over HTTP: a withdraw
// without a key whose connection drops after the server has debited (the
// answer never reaches the member) is sent again by the SDK's `retry` with the
// same Idempotency-Key, and the member is debited once; two withdraw calls
// without a key are two intents with two keys, debited twice by design. The
// key rules the SDK checks are the contract's own (IdempotencyKeyHeader).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { addBankCard, IDEMPOTENCY_KEY_PATTERN, IdempotencyKeyError, setPaymentPassword, withdraw } from "@platform/sdk/secure";
import { contractPath, SANDBOX_PAYMENT_PASSWORD } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();
const CARD = { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "Zhang Wei" };
const WITHDRAW = "/wps/v2/transaction/withdraw";

/**
 * A fetch in front of the sandbox: every request goes through, but the answer of the first
 * withdrawal is read and then lost, as when the connection drops after the server has
 * processed the request. `withdrawals` holds each withdrawal request as it was sent.
 */
function droppingFirstWithdrawal() {
  const withdrawals: Request[] = [];
  const fetchThrough = async (request: Request): Promise<Response> => {
    const isWithdrawal = new URL(request.url).pathname === WITHDRAW;
    if (isWithdrawal) withdrawals.push(request.clone());
    const response = await fetch(request);
    if (isWithdrawal && withdrawals.length === 1) {
      await response.text();
      throw new TypeError("fetch failed", { cause: new Error("socket hang up (the answer was lost on the way back)") });
    }
    return response;
  };
  return { fetch: fetchThrough as typeof fetch, withdrawals };
}

async function member(userName: string, balance: number, fetchThrough?: typeof fetch) {
  const response = await fetch(`${sandboxOf().url}/__sandbox/members`, { method: "POST", body: JSON.stringify({ userName, password: "Harbour2026", balance }) });
  const { token } = (await response.json()) as { token: string };
  const api = createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0, ...(fetchThrough ? { fetch: fetchThrough } : {}) });
  await setPaymentPassword(api, { paymentPassword: SANDBOX_PAYMENT_PASSWORD, confirmPaymentPassword: SANDBOX_PAYMENT_PASSWORD });
  const card = await addBankCard(api, { ...CARD, paymentPassword: SANDBOX_PAYMENT_PASSWORD });
  return { api, payload: { amount: 100, bankCardId: card.id, password: SANDBOX_PAYMENT_PASSWORD } };
}

const balanceOf = async (api: PlatformClient) => (await unwrap(api.api.GET("/wps/member/info"))).sumBalance;
const withdrawalRecords = async (api: PlatformClient) =>
  (await unwrap(api.api.GET("/wps/relay/ODSFE2_MemTransDet", { params: { query: { startTime: 0, endTime: 4_102_444_800_000, codeTypes: "withdraw" } } }))).list;

describe("the SDK's money calls, exactly once", () => {
  it("a withdraw without a key, its answer lost after the debit, is retried under the same key: one debit", async () => {
    const through = droppingFirstWithdrawal();
    const { api, payload } = await member("sdk_dropped", 1000, through.fetch);

    const answer = await withdraw(api, payload, { retry: { retries: 2, on: ["network"], delayMs: 10 } });

    // Two requests went out, the second after the first was processed, under one key the SDK drew.
    expect(through.withdrawals).toHaveLength(2);
    const [first, second] = through.withdrawals.map((r) => r.headers.get("Idempotency-Key"));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
    // Re-encrypted (a new DES key): the same bytes are not what made it one debit, the key is.
    expect(await through.withdrawals[1]!.clone().text()).not.toBe(await through.withdrawals[0]!.clone().text());
    // The retry got the first answer again: one debit, one record, under that key.
    expect(answer).toMatchObject({ amount: 100, sumBalance: 900 });
    expect(await balanceOf(api)).toBe(900);
    expect((await withdrawalRecords(api)).map((r) => [r.amount, r.requestId])).toEqual([[-100, first]]);
  });

  it("without retry the dropped answer is a network failure, and nothing is sent again", async () => {
    const through = droppingFirstWithdrawal();
    const { api, payload } = await member("sdk_no_retry", 1000, through.fetch);
    const error = await withdraw(api, payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: "network" });
    expect(through.withdrawals).toHaveLength(1);
    // The server did debit: the member's records, not a re-send, tell the caller so.
    expect(await balanceOf(api)).toBe(900);
  });

  it("two withdraw calls without a key are two intents with two keys: two debits, by design", async () => {
    const { api, payload } = await member("sdk_two_calls", 1000);
    await withdraw(api, payload);
    await withdraw(api, payload);
    const records = await withdrawalRecords(api);
    expect(records).toHaveLength(2);
    const keys = records.map((r) => r.requestId);
    expect(keys.every((k) => typeof k === "string" && IDEMPOTENCY_KEY_PATTERN.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(2);
    expect(await balanceOf(api)).toBe(800);
    // One intent sent twice is one debit when the caller keeps its key.
    const intent = "intent-0001-withdraw";
    await withdraw(api, payload, { idempotencyKey: intent });
    await withdraw(api, payload, { idempotencyKey: intent });
    expect(await balanceOf(api)).toBe(700);
  });

  it("a key the contract would refuse is refused before anything is sent, with the contract's rules", async () => {
    const contract = JSON.parse(readFileSync(contractPath(), "utf8")) as { components: { parameters: Record<string, { schema: { pattern: string; minLength: number; maxLength: number } }> } };
    const { pattern, minLength, maxLength } = contract.components.parameters.IdempotencyKeyHeader!.schema;
    const contractRule = (k: string) => new RegExp(pattern).test(k) && k.length >= minLength && k.length <= maxLength;
    for (const candidate of ["k", "a".repeat(minLength - 1), "a".repeat(minLength), "a".repeat(maxLength), "a".repeat(maxLength + 1), "with space 123", "3f6c1e2a-9b4d-4e7f-8a1c-5d2e9b0f7a64", "under_score-ok"]) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(candidate), candidate).toBe(contractRule(candidate));
    }
    const through = droppingFirstWithdrawal();
    const { api, payload } = await member("sdk_bad_key", 1000, through.fetch);
    await expect(withdraw(api, payload, { idempotencyKey: "k" })).rejects.toBeInstanceOf(IdempotencyKeyError);
    expect(through.withdrawals).toHaveLength(0);
    expect(await balanceOf(api)).toBe(1000);
  });
});
