// Issues 29 and 46: the encrypted calls that move money or points send the
// intent's Idempotency-Key when given, a new UUID v4 per call otherwise, refuse
// a key the contract would refuse before sending anything, re-send the same
// intent under the same key only where `retry` allows, and can be cancelled.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPlatformClient, type PlatformClient } from "../client.ts";
import { BASE_URL, MODULUS, failureOf, fakeFetch, hanging, json } from "../testing/fake-fetch.ts";
import { IdempotencyKeyError } from "../idempotency-key.ts";
import { PlatformError } from "../platform-error.ts";
import { moneyCall, type MoneyCallOptions } from "./call-options.ts";
import { addBankCard } from "./add-bank-card.ts";
import { convertPoints, redeemPointReward } from "./points.ts";
import { setPaymentPassword } from "./set-payment-password.ts";
import { withdraw } from "./withdraw.ts";

const KEY = "3f6c1e2a-9b4d-4e7f-8a1c-5d2e9b0f7a64";

const calls: [string, (client: PlatformClient, options?: MoneyCallOptions) => Promise<unknown>][] = [
  ["withdraw", (c, o) => withdraw(c, { amount: 100, bankCardId: 3301, password: "135790" }, o)],
  ["addBankCard", (c, o) => addBankCard(c, { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "Zhang Wei", paymentPassword: "135790" }, o)],
  ["setPaymentPassword", (c, o) => setPaymentPassword(c, { paymentPassword: "246810", confirmPaymentPassword: "246810" }, o)],
  ["redeemPointReward", (c, o) => redeemPointReward(c, { rewardId: 6102, fundPassword: "135790" }, o)],
  ["convertPoints", (c, o) => convertPoints(c, { points: 1000, fundPassword: "135790" }, o)],
];

function platform(answer: (request: Request) => Response | Promise<Response> = () => json({ success: true, value: true })) {
  const fake = fakeFetch((request) => (new URL(request.url).pathname === "/wps/session/key/rsa" ? new Response(MODULUS) : answer(request)));
  const client = createPlatformClient({ baseUrl: BASE_URL, merchant: "mc_demo", getToken: () => "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b", fetch: fake.fetch });
  return { client, fake };
}

describe.each(calls)("%s", (_name, call) => {
  it("sends the Idempotency-Key it is given, beside the encryption headers", async () => {
    const { client, fake } = platform();
    await call(client, { idempotencyKey: KEY });
    expect(fake.last().headers.get("Idempotency-Key")).toBe(KEY);
    expect(fake.last().headers.get("Encryption")).toMatch(/^[0-9a-f]+$/);
  });

  it("draws a new UUID v4 key per call when none is given: two calls are two intents", async () => {
    const { client, fake } = platform();
    await call(client);
    const first = fake.last().headers.get("Idempotency-Key");
    await call(client, {});
    const second = fake.last().headers.get("Idempotency-Key");
    expect(first).toMatch(UUID_V4);
    expect(second).toMatch(UUID_V4);
    expect(second).not.toBe(first);
  });

  it.each(["k", "short", "a".repeat(65), "has space", "ключ-123456", ""])("refuses the given key %j before any request", async (key) => {
    const { client, fake } = platform();
    const error = await call(client, { idempotencyKey: key }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyKeyError);
    expect(error).toMatchObject({ name: "IdempotencyKeyError", key });
    expect((error as Error).message).toContain("8 to 64 characters");
    expect(fake.requests).toHaveLength(0);
  });

  it("is cancelled by its signal", async () => {
    const { client } = platform(hanging);
    const controller = new AbortController();
    const pending = call(client, { idempotencyKey: KEY, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("retry", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A platform whose withdraw answers come from `answers` in turn (a thrown error is a dropped connection). */
  function answering(...answers: (() => Response)[]) {
    let sent = 0;
    return platform(() => {
      const answer = answers[Math.min(sent++, answers.length - 1)]!;
      return answer();
    });
  }
  const dropped = () => {
    throw new TypeError("fetch failed");
  };
  const ok = () => json({ success: true, value: null });
  const withdrawals = (fake: ReturnType<typeof platform>["fake"]) => fake.requests.filter((r) => r.url.endsWith("/withdraw"));

  it("re-sends a withdrawal after a dropped connection with the same key", async () => {
    const { client, fake } = answering(dropped, dropped, ok);
    const pending = withdraw(client, { amount: 100, bankCardId: 3301, password: "135790" }, { retry: { retries: 3, on: ["network"], delayMs: 1 } });
    await expect(pending).resolves.toBeNull();
    const keys = withdrawals(fake).map((r) => r.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID_V4);
  });

  it("waits delayMs, then twice as long before each next try (fake timers)", async () => {
    vi.useFakeTimers();
    const keys: string[] = [];
    const pending = moneyCall(
      (key) => {
        keys.push(key);
        return keys.length < 3 ? Promise.reject(new PlatformError({ kind: "network" })) : Promise.resolve("done");
      },
      { retry: { retries: 3, on: ["network"], delayMs: 1000 } },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(keys).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(keys).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(keys).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe("done");
    expect(new Set(keys).size).toBe(1);
  });

  it("keeps a given key across re-sends", async () => {
    const { client, fake } = answering(dropped, ok);
    await withdraw(client, { amount: 100, bankCardId: 3301, password: "135790" }, { idempotencyKey: KEY, retry: { retries: 1, on: ["network"], delayMs: 0 } });
    expect(withdrawals(fake).map((r) => r.headers.get("Idempotency-Key"))).toEqual([KEY, KEY]);
  });

  it("stops after `retries` re-sends and rejects with the last failure", async () => {
    const { client, fake } = answering(dropped);
    const error = await failureOf(withdraw(client, { amount: 100, bankCardId: 3301, password: "135790" }, { retry: { retries: 2, on: ["network"], delayMs: 0 } }));
    expect(error.kind).toBe("network");
    expect(withdrawals(fake)).toHaveLength(3);
  });

  it("re-sends a 5xx that is not the platform's envelope only when `on` names 5xx", async () => {
    const gateway = () => new Response("<html>502 Bad Gateway</html>", { status: 502 });
    const named = answering(gateway, ok);
    await withdraw(named.client, { amount: 100, bankCardId: 3301, password: "135790" }, { retry: { retries: 1, on: ["5xx"], delayMs: 0 } });
    expect(withdrawals(named.fake)).toHaveLength(2);
    const notNamed = answering(gateway, ok);
    await expect(withdraw(notNamed.client, { amount: 100, bankCardId: 3301, password: "135790" }, { retry: { retries: 1, on: ["network"], delayMs: 0 } })).rejects.toMatchObject({ status: 502 });
    expect(withdrawals(notNamed.fake)).toHaveLength(1);
  });

  it.each([
    ["a 4xx", () => json({ success: false, errorCode: "bad.request", message: "Bad request" }, { status: 400 })],
    ["a refusal envelope with HTTP 200", () => json({ success: false, errorCode: "withdraw.balance.insufficient", message: "Insufficient balance" })],
    ["a refusal envelope with a 5xx", () => json({ success: false, errorCode: "system.busy", message: "System busy" }, { status: 500 })],
    ["a 401", () => json({ success: false, errorCode: "login.not.session" }, { status: 401 })],
  ])("never re-sends after %s", async (_name, refusal) => {
    const { client, fake } = answering(refusal, ok);
    await expect(
      withdraw(client, { amount: 100, bankCardId: 3301, password: "135790" }, { retry: { retries: 3, on: ["network", "timeout", "5xx"], delayMs: 0 } }),
    ).rejects.toMatchObject({ name: "PlatformError" });
    expect(withdrawals(fake)).toHaveLength(1);
  });

  it("re-sends after the client's own timeout when `on` names timeout", async () => {
    let sent = 0;
    const fake = fakeFetch((request) => {
      if (new URL(request.url).pathname === "/wps/session/key/rsa") return new Response(MODULUS);
      return sent++ === 0 ? hanging(request) : json({ success: true, value: null });
    });
    const client = createPlatformClient({ baseUrl: BASE_URL, merchant: "mc_demo", getToken: () => "t0k3n", fetch: fake.fetch, timeoutMs: 20 });
    await withdraw(client, { amount: 100, bankCardId: 3301, password: "135790" }, { retry: { retries: 1, on: ["timeout"], delayMs: 0 } });
    expect(sent).toBe(2);
  });

  it("is cancelled during the wait before a re-send, and sends nothing more", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, fake } = answering(dropped, ok);
    const controller = new AbortController();
    const pending = withdraw(client, { amount: 100, bankCardId: 3301, password: "135790" }, { signal: controller.signal, retry: { retries: 3, on: ["network"] } });
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort("member left");
    expect(await settled).toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(withdrawals(fake)).toHaveLength(1);
  });

  it.each([0, -1, Number.NaN])("sends once with retries %s", async (retries) => {
    let tries = 0;
    const failing = () => {
      tries++;
      return Promise.reject(new PlatformError({ kind: "network" }));
    };
    await expect(moneyCall(failing, { retry: { retries, on: ["network"], delayMs: 0 } })).rejects.toMatchObject({ kind: "network" });
    expect(tries).toBe(1);
  });

  it("serves the plain money calls too: moneyCall hands the same key to each try", async () => {
    const keys: string[] = [];
    const value = await moneyCall(
      (key) => {
        keys.push(key);
        return keys.length === 1 ? Promise.reject(new PlatformError({ kind: "network" })) : Promise.resolve("ok");
      },
      { retry: { retries: 1, on: ["network"], delayMs: 0 } },
    );
    expect(value).toBe("ok");
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
