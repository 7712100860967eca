// The card reconciler reads the card list fresh (bankCards.fetch(): the server each time, never a cached
// list) and finds the card by its bank and the number's last four digits (cards come back masked).
import { describe, expect, it } from "vitest";
import { inTurn } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { createTestApi } from "../../../testing/test-utils.tsx";
import { reconcileBankCard } from "./reconcile.ts";

const CARDS = "GET /wps/member/bankCard";
const card = { bankCardId: 7, bankCode: "MBB", bankName: "Maybank", cardNumber: "**** **** 4321", payeeName: "PLAYER ONE" };

describe("reconcileBankCard", () => {
  it("reads the cards again on each try: not there the first time, there the second", async () => {
    const { api, calls } = createTestApi({ [CARDS]: inTurn(ok([]), ok([card])) });
    const payload = { bankCode: "MBB", cardNumber: "5123987600004321" };

    expect(await reconcileBankCard(api, payload)).toEqual({ found: "none" });
    expect(await reconcileBankCard(api, payload)).toEqual({ found: "done", value: card });
    expect(calls(CARDS)).toHaveLength(2);
  });

  it("another bank's card with the same last four digits is not it", async () => {
    const { api } = createTestApi({ [CARDS]: ok([{ ...card, bankCode: "CIMB" }]) });

    expect(await reconcileBankCard(api, { bankCode: "MBB", cardNumber: "5123987600004321" })).toEqual({ found: "none" });
  });
});
