// Decrypts what the SDK sends with the TEST private key, using nothing of the
// SDK's own crypto: textbook RSA with BigInt, the key's characters reversed
// back, and DES-ECB from node:crypto (3DES with the same 8-byte key three
// times is single DES). Every encrypted call must round-trip to its payload.
import { createDecipheriv } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createPlatformClient, type PlatformClient } from "@platform/sdk";
import {
  addBankCard,
  changePassword,
  convertPoints,
  KEY_ALPHABET,
  login,
  openDownlineAccount,
  redeemPointReward,
  register,
  setPasswordByPhone,
  setPaymentPassword,
  transferToDownlines,
  withdraw,
} from "@platform/sdk/secure";

const testKey = JSON.parse(readFileSync(new URL("./fixtures/test-rsa-key.json", import.meta.url), "utf8")) as { n: string; e: string; d: string };

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus) if (e & 1n) result = (result * b) % modulus;
  return result;
}

function decrypt(encryptionHex: string, ciphertextBase64: string): { desKey: string; plaintext: string } {
  let number = modPow(BigInt(`0x${encryptionHex}`), BigInt(`0x${testKey.d}`), BigInt(`0x${testKey.n}`));
  const bytes: number[] = [];
  for (; number > 0n; number >>= 8n) bytes.push(Number(number & 0xffn)); // little-endian
  const desKey = Buffer.from(bytes).toString("latin1").split("").reverse().join("");
  const key8 = Buffer.from(desKey.slice(0, 8), "latin1");
  const decipher = createDecipheriv("des-ede3-ecb", Buffer.concat([key8, key8, key8]), null);
  const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertextBase64, "base64")), decipher.final()]).toString("utf8");
  return { desKey, plaintext };
}

function platform() {
  const sent: Request[] = [];
  const client = createPlatformClient({
    baseUrl: "http://platform.test",
    merchant: "mc_demo",
    getToken: () => "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b",
    // Injected rather than patched globally: the test sees each request as sent.
    fetch: async (input) => {
      const request = input as Request;
      sent.push(request);
      if (new URL(request.url).pathname === "/wps/session/key/rsa") return new Response(testKey.n);
      return Response.json({ success: true, value: null });
    },
  });
  return { client, sent };
}

const registration = { registerUrl: "m.platform.test", registerMethod: "H5" } as const;
const calls: [string, object, (client: PlatformClient, payload: never) => Promise<unknown>][] = [
  ["login", { type: "username", username: "player_one", password: "s3cret-pass", captcha: "482913" }, login],
  ["register by username", { ...registration, username: "new_member", password: "pässwörd-密码", confirmPassword: "pässwörd-密码", login: true }, (c, p) => register(c, p, "username")],
  ["register by mobile", { ...registration, mobileNum: "123456789", countryDialingCode: "60", verificationCode: "4821" }, (c, p) => register(c, p, "mobile")],
  ["change password", { oldPassword: "s3cret-pass", newPassword: "n3w-pass", confirmNewPassword: "n3w-pass" }, changePassword],
  ["set password by phone", { newPassword: "n3w-pass", mobileNum: "123456789", verificationCode: "482913" }, setPasswordByPhone],
  ["withdraw", { check: "v2", amount: 1000.5, bankCardId: 3301, password: "135790", verificationCode: "482913" }, withdraw],
  ["redeem a points gift", { rewardId: 6104, fundPassword: "135790", address: "上海市浦东新区世纪大道 88 号", name: "张伟", userPhone: "8613800138000", line: "lucky_one" }, redeemPointReward],
  ["convert points", { points: 1000, fundPassword: "Sunrise2025" }, convertPoints],
  [
    "open a downline account",
    {
      customerType: 1,
      username: "team_zhou",
      password: "Agent#2026-代理",
      confirmPassword: "Agent#2026-代理",
      payeeName: "周杰",
      mobileNum: "13800138000",
      countryDialingCode: "86",
      rebates: [
        { productType: "3", type: "RNG", rebateValue: 0.011 },
        { productType: "2", type: "LIVE", rebateValue: 0.007 },
      ],
    },
    openDownlineAccount,
  ],
  ["add bank card", { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "张伟", branchName: "Shenzhen Futian Branch", paymentPassword: "864209" }, addBankCard],
  ["set payment password", { paymentPassword: "975310", confirmPaymentPassword: "975310" }, setPaymentPassword],
  ["send money to several downlines", { password: "864209", transfers: [{ customerName: "lucky_88", amount: 88.8 }, { customerName: "xiaoming01", amount: 8.88 }] }, transferToDownlines],
];

/** The payload's password fields and card numbers: none of them may appear in clear anywhere in the request. */
const secretsOf = (payload: object): string[] =>
  Object.entries(payload).flatMap(([key, value]) => (/password|cardNumber/i.test(key) && typeof value === "string" ? [value] : []));

describe("encrypted calls decrypt back to their payload with the test private key", () => {
  it.each(calls)("%s", async (_, payload, call) => {
    const { client, sent } = platform();
    await call(client, payload as never);
    const request = sent.at(-1);
    if (!request) throw new Error("nothing was sent");
    const raw = await request.text();
    const body = JSON.parse(raw) as { value: string };
    const { desKey, plaintext } = decrypt(request.headers.get("Encryption") ?? "", body.value);
    expect(JSON.parse(plaintext)).toEqual(payload);
    const wire = [request.url, raw];
    request.headers.forEach((value, name) => wire.push(`${name}: ${value}`));
    for (const secret of secretsOf(payload)) expect(wire.join("\n")).not.toContain(secret);
    expect(desKey).toHaveLength(16);
    expect([...desKey].every((c) => KEY_ALPHABET.includes(c))).toBe(true);
    expect(request.headers.get("X-Digest")).toBe(body.value);
    expect(request.headers.get("X-RSA")).toBe(testKey.n);
  });
});
