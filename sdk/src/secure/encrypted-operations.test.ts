import { describe, expect, it } from "vitest";
import { createPlatformClient, type PlatformClient } from "../client.ts";
import { BASE_URL, MODULUS, fakeFetch, json } from "../testing/fake-fetch.ts";
import { changePassword } from "./change-password.ts";
import { register } from "./register.ts";
import { setPasswordByPhone } from "./set-password-by-phone.ts";
import { withdraw } from "./withdraw.ts";
import { addBankCard } from "./add-bank-card.ts";
import { setPaymentPassword } from "./set-payment-password.ts";
import { convertPoints, redeemPointReward } from "./points.ts";
import { openDownlineAccount } from "./open-downline-account.ts";
import { transferToDownlines } from "./transfer-to-downlines.ts";

const TOKEN = "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b";
const registered = { customerId: 100412, token: "2d8f6b4a0c9e4d1f7b3a5c8e0d2f4b6a", userName: "new_member", customerType: 0, firstTimeLogin: false };
const withdrawal = { transactionId: "WD20261121224410032", amount: 1000, status: "PENDING", sumBalance: 11580.5 };
const card = { id: 3303, bankCode: "CMB", bankName: "China Merchants Bank", accountName: "Zhang Wei", cardNumber: "**** **** **** 6688" };
const redemption = { redeemId: "PR20261121201544", pointBalance: 660 };
const conversion = { amount: 10, pointBalance: 1460 };
const downline = { customerId: 100702, username: "lucky_star88", customerType: 0 };

interface Case {
  name: string;
  call: (client: PlatformClient) => Promise<unknown>;
  method: string;
  path: string;
  answer: unknown;
  authorization: boolean;
  moduleId?: string;
  /** What the call resolves to, when not the envelope's value. */
  resolvesTo?: unknown;
}

const registration = { registerUrl: "m.platform.test", registerMethod: "H5" } as const;
const cases: Case[] = [
  {
    name: "register by username",
    call: (c) => register(c, { ...registration, username: "new_member", password: "s3cret-pass", confirmPassword: "s3cret-pass" }, "username"),
    method: "PUT",
    path: "/wps/member/register",
    answer: registered,
    authorization: false,
    moduleId: "REG3",
  },
  {
    name: "register by mobile",
    call: (c) => register(c, { ...registration, mobileNum: "123456789", countryDialingCode: "60" }, "mobile"),
    method: "PUT",
    path: "/wps/member/register/mobile",
    answer: registered,
    authorization: false,
    moduleId: "MOBILENUMREG3",
  },
  {
    name: "change password",
    call: (c) => changePassword(c, { oldPassword: "s3cret-pass", newPassword: "n3w-pass", confirmNewPassword: "n3w-pass" }),
    method: "POST",
    path: "/wps/member/password",
    answer: true,
    authorization: true,
    // A documented void result: the envelope's value carries nothing.
    resolvesTo: undefined,
  },
  {
    name: "set password by phone",
    call: (c) => setPasswordByPhone(c, { newPassword: "n3w-pass", mobileNum: "123456789", verificationCode: "482913" }),
    method: "POST",
    path: "/wps/member/password/verification",
    answer: true,
    authorization: false,
    // A documented void result: the envelope's value carries nothing.
    resolvesTo: undefined,
  },
  {
    name: "withdraw",
    call: (c) => withdraw(c, { amount: 1000, bankCardId: 3301, password: "246810" }),
    method: "POST",
    path: "/wps/v2/transaction/withdraw",
    answer: withdrawal,
    authorization: true,
  },
  {
    name: "add bank card",
    call: (c) => addBankCard(c, { bankCode: "CMB", cardNumber: "6225880137706688", accountName: "Zhang Wei", paymentPassword: "246810" }),
    method: "PUT",
    path: "/wps/member/bankCard",
    answer: card,
    authorization: true,
  },
  {
    name: "set payment password",
    call: (c) => setPaymentPassword(c, { paymentPassword: "246810", confirmPaymentPassword: "246810" }),
    method: "PUT",
    path: "/wps/member/paymentPassword",
    answer: true,
    authorization: true,
  },
  {
    name: "redeem a points reward",
    call: (c) => redeemPointReward(c, { rewardId: 6102, fundPassword: "135790" }),
    method: "POST",
    path: "/wps/relay/passwordCheck/MCSFE_redeemPointReward",
    answer: redemption,
    authorization: true,
  },
  {
    name: "convert points",
    call: (c) => convertPoints(c, { points: 1000, fundPassword: "135790" }),
    method: "POST",
    path: "/wps/relay/passwordCheck/MCSFE_convertPoint",
    answer: conversion,
    authorization: true,
  },
  {
    name: "open a downline account",
    call: (c) =>
      openDownlineAccount(c, {
        customerType: 0,
        username: "lucky_star88",
        password: "s3cret-pass",
        confirmPassword: "s3cret-pass",
        rebates: [{ productType: "3", type: "RNG", rebateValue: 0.01 }],
      }),
    method: "POST",
    path: "/wps/agent/downline",
    answer: downline,
    authorization: true,
  },
  {
    name: "send money to several downlines",
    call: (c) => transferToDownlines(c, { password: "135790", transfers: [{ customerName: "lucky_88", amount: 88 }] }, { idempotencyKey: "red-rain-0001" }),
    method: "POST",
    path: "/wps/agent/transferMultipleDownline",
    answer: { totalAmount: 88, transferCount: 1, sumBalance: 358112 },
    authorization: true,
  },
];

describe.each(cases)("$name", (operation) => {
  const { call, method, path, answer, authorization, moduleId } = operation;
  const result = "resolvesTo" in operation ? operation.resolvesTo : answer;
  function platform() {
    const fake = fakeFetch((request) =>
      new URL(request.url).pathname === "/wps/session/key/rsa" ? new Response(MODULUS) : json({ success: true, value: answer }),
    );
    const client = createPlatformClient({ baseUrl: BASE_URL, merchant: "wic11f3", getToken: () => TOKEN, fetch: fake.fetch });
    return { client, fake };
  }

  it(`sends ${method} ${path} encrypted and resolves to the value`, async () => {
    const { client, fake } = platform();
    await expect(call(client)).resolves.toEqual(result);
    const request = fake.last();
    expect([request.method, new URL(request.url).pathname]).toEqual([method, path]);
    const body = (await request.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["value"]);
    expect(request.headers.get("X-Digest")).toBe(body.value);
    expect(request.headers.get("X-RSA")).toBe(MODULUS);
    expect(request.headers.get("Encryption")).toMatch(/^[0-9a-f]+$/);
    expect(request.headers.get("ModuleId")).toBe(moduleId ?? null);
  });

  it(authorization ? "sends the session token" : "sends no token (no session needed)", async () => {
    const { client, fake } = platform();
    await call(client);
    expect(fake.last().headers.get("Authorization")).toBe(authorization ? TOKEN : null);
  });
});
