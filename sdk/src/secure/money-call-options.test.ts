// Issue 29: the encrypted calls that move money or points send the intent's
// Idempotency-Key when given (and no such header otherwise), and can be
// cancelled with a signal.
import { describe, expect, it } from "vitest";
import { createPlatformClient, type PlatformClient } from "../client.ts";
import { BASE_URL, MODULUS, fakeFetch, hanging, json } from "../testing/fake-fetch.ts";
import type { MoneyCallOptions } from "./call-options.ts";
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

  it("sends no Idempotency-Key when none is given (the options are optional)", async () => {
    const { client, fake } = platform();
    await call(client);
    expect(fake.last().headers.has("Idempotency-Key")).toBe(false);
    await call(client, {});
    expect(fake.last().headers.has("Idempotency-Key")).toBe(false);
  });

  it("is cancelled by its signal", async () => {
    const { client } = platform(hanging);
    const controller = new AbortController();
    const pending = call(client, { idempotencyKey: KEY, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
