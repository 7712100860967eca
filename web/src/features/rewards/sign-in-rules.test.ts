import { describe, expect, it } from "vitest";
import { afterClaim, claimedToday, dayLabel, dayNumber, fieldRoute, informationRoute, shortfallOf, todayOf } from "./sign-in-rules.ts";
import { signInConfig, signInDaysOf } from "./testing/rewards-fixtures.ts";

describe("the check-in days", () => {
  it("today is the day marked isToday; a configuration may have none", () => {
    expect(todayOf(signInDaysOf())?.id).toBe(1203);
    expect(todayOf({ ...signInDaysOf(), list: signInDaysOf().list.map((day) => ({ ...day, isToday: "N" as const })) })).toBeUndefined();
  });

  it("numbers a consecutive check-in's days by dayCount, any other by their place", () => {
    const days = signInDaysOf().list.map((day) => ({ ...day, dayCount: day.dayCount + 10 }));
    expect(days.map((day, index) => dayNumber(signInConfig, day, index))).toEqual([11, 12, 13, 14]);
    expect(days.map((day, index) => dayNumber({ ...signInConfig, type: "W" }, day, index))).toEqual([1, 2, 3, 4]);
  });

  it("labels each day: signed, today's to claim, missed before today, coming after", () => {
    const record = signInDaysOf();
    record.list[1] = { ...record.list[1]!, hasClaimed: "N" };
    expect(record.list.map((day) => dayLabel(record, day))).toEqual(["SIGNED", "CLOSED", "CLAIM", "COMING_SOON"]);
  });

  it("after a claim today's day reads claimed and the totals take its money and points", () => {
    const before = signInDaysOf({ pointAmount: 7 });
    expect(claimedToday(before)).toBe(false);
    const after = afterClaim(before, 1203);
    expect(claimedToday(after)).toBe(true);
    expect(after.list.find((day) => day.id === 1203)).toMatchObject({ hasClaimed: "Y", isClaimedToday: "Y" });
    expect(after.footer).toEqual({ dayCountClaimed: 3, totalClaimedAmount: 10, totalClaimedPointAmount: 17 });
    expect(afterClaim(after, 1203)).toBe(after);
  });
});

describe("a refused claim (SIGNIN's refusals)", () => {
  const data = { requiredDepositAmount: 100, accumulatedDepositAmount: 20, requiredValidBet: 500, actualBet: 120 };

  it("says the deposit and bets needed against what the member has done", () => {
    expect(shortfallOf("claim_deposit_required", { data })).toEqual({ kind: "deposit", requiredDeposit: 100, deposited: 20, requiredBet: 500, bet: 120 });
    expect(shortfallOf("claim_bet_required", { data })?.kind).toBe("bet");
    expect(shortfallOf("claim_deposit_and_bet_required", { data: { requiredDepositAmount: 100 } })).toEqual({ kind: "depositAndBet", requiredDeposit: 100, deposited: 0, requiredBet: 0, bet: 0 });
  });

  it("names the information to complete, and where the app completes it", () => {
    expect(shortfallOf("required_member_information_incomplete", { data: { requiredInformation: ["BANK_CARD", "MOBILE_VERIFIED"] } })).toEqual({
      kind: "information",
      items: ["BANK_CARD", "MOBILE_VERIFIED"],
    });
    expect(["BANK_CARD", "CONTACT_NUMBER", "MOBILE_VERIFIED", "FAX"].map(informationRoute)).toEqual(["withdraw", "myAccount", "myAccount", undefined]);
  });

  it("names the field prom.claim.req.field asks for, and where", () => {
    expect(shortfallOf("prom.claim.req.field", { type: "kyc_verified" })).toEqual({ kind: "field", field: "kyc_verified" });
    expect(["kyc_verified", "bank_card", "mobile_no_verified", "twitter"].map(fieldRoute)).toEqual(["realName", "withdraw", "myAccount", undefined]);
  });

  it("any other refusal is the server's to say", () => {
    expect(shortfallOf("promotion.login.already.signed", null)).toBeUndefined();
    expect(shortfallOf(undefined, { data })).toBeUndefined();
  });
});
