// The one record of work kept across a session's end, for the drafts kept on
// expiry and the unconfirmed money intents alike: sessionStorage, the owner, the limit.
import { afterEach, describe, expect, it } from "vitest";
import { KEPT_MAX_AGE_MS, keptRecord } from "./kept-record.ts";
import { keptIntent, keepIntent } from "./money-call/kept-intents.ts";
import { keepOnExpiry, resumePathAfterLogin } from "./kept-on-expiry.ts";
import { sessionKeys } from "./storage.ts";

const T0 = Date.parse("2026-11-26T09:00:00Z");
const isText = (value: unknown): value is string => typeof value === "string";

afterEach(() => window.sessionStorage.clear());

describe("keptRecord", () => {
  it("keeps a slot for its owner within the limit, and deletes it for anyone else", () => {
    const record = keptRecord("moneyIntents", isText);
    record.keep("a", "player_one", "kept", T0);
    expect(record.of("a", "player_one", T0 + KEPT_MAX_AGE_MS)?.value).toBe("kept");
    expect(record.of("a", "player_two", T0)).toBeNull();
    expect(record.read("a")).toBeNull();
  });

  it("deletes a slot older than the limit, or dated in the future", () => {
    const record = keptRecord("moneyIntents", isText);
    record.keep("a", "player_one", "old", T0);
    expect(record.of("a", "player_one", T0 + KEPT_MAX_AGE_MS + 1)).toBeNull();
    record.keep("b", "player_one", "ahead", T0);
    expect(record.of("b", "player_one", T0 - 1)).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.moneyIntents)).toBeNull();
  });

  it("keeps the owner and date through an update; the key goes with its last slot", () => {
    const record = keptRecord("keptOnExpiry", isText);
    record.keep("a", "player_one", "first", T0);
    record.keep("b", "player_one", "other", T0);
    record.update("a", "second");
    expect(record.read("a")).toEqual({ owner: "player_one", savedAt: T0, value: "second" });
    record.drop("a");
    expect(record.read("b")?.value).toBe("other");
    record.drop("b");
    expect(window.sessionStorage.getItem(sessionKeys.keptOnExpiry)).toBeNull();
  });

  it("reads a record that is not one as none", () => {
    window.sessionStorage.setItem(sessionKeys.moneyIntents, JSON.stringify({ a: { owner: "player_one", savedAt: "soon", value: "x" } }));
    expect(keptRecord("moneyIntents", isText).read("a")).toBeNull();
  });

  it("holds the drafts kept on expiry and the money intents by the same rules", () => {
    keepIntent("wallet.withdraw", { owner: "player_one", key: "k-1", payload: { amount: 100 }, startedAt: T0 });
    keepOnExpiry({ path: "/m/withdraw", userName: "player_one", now: T0 });
    expect(keptIntent("wallet.withdraw", "player_one", T0 + KEPT_MAX_AGE_MS)).toEqual({ owner: "player_one", key: "k-1", payload: { amount: 100 }, startedAt: T0 });
    expect(resumePathAfterLogin("player_one", T0 + KEPT_MAX_AGE_MS)).toBe("/m/withdraw");
    keepIntent("wallet.withdraw", { owner: "player_one", key: "k-2", payload: { amount: 100 }, startedAt: T0 });
    keepOnExpiry({ path: "/m/withdraw", userName: "player_one", now: T0 });
    expect(keptIntent("wallet.withdraw", "player_one", T0 + KEPT_MAX_AGE_MS + 1)).toBeNull();
    expect(resumePathAfterLogin("player_one", T0 + KEPT_MAX_AGE_MS + 1)).toBeNull();
  });

  it("takes up a money intent an earlier release kept in its own shape, so a reload onto a new release never offers a second send", () => {
    // What kept-intents.ts wrote before the one kept record: { [form]: { owner, key, payload, startedAt } }.
    window.sessionStorage.setItem(
      sessionKeys.moneyIntents,
      JSON.stringify({ withdraw: { owner: "player_one", key: "3f0c2a8e-6d1b-4c59-9a47-0b2e8d7f1c36", payload: { amount: "500" }, startedAt: T0 } }),
    );
    expect(keptIntent("withdraw", "player_one", T0 + 60_000)).toEqual({ owner: "player_one", key: "3f0c2a8e-6d1b-4c59-9a47-0b2e8d7f1c36", payload: { amount: "500" }, startedAt: T0 });
    // Its owner and limit hold as for any kept slot.
    expect(keptIntent("withdraw", "player_two", T0 + 60_000)).toBeNull();
  });

  it("reads a slot that is no kept slot as none, and keeps the others", () => {
    window.sessionStorage.setItem(sessionKeys.keptOnExpiry, JSON.stringify({ bad: { owner: 1 }, good: { owner: "player_one", savedAt: T0, value: "kept" } }));
    const record = keptRecord("keptOnExpiry", isText);
    expect(record.read("bad")).toBeNull();
    expect(record.of("good", "player_one", T0)?.value).toBe("kept");
  });
});

