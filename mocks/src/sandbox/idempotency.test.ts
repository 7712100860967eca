import { describe, expect, it } from "vitest";
import { bytesIntent, canonicalJson, IdempotencyStore, INTENTS_KEPT_PER_MEMBER, type StoredAnswer } from "./idempotency.ts";

const answer = (text: string, status = 200): StoredAnswer => ({ status, contentType: "application/json", text });

describe("IdempotencyStore", () => {
  it("answers an intent's first answer again, refuses another payload, and keeps members and operations apart", async () => {
    const store = new IdempotencyStore();
    const first = store.lookup(1, "withdraw", "key:a", "{\"amount\":100}");
    expect(first.kind).toBe("first");
    if (first.kind === "first") first.settle(answer("paid"));
    const again = store.lookup(1, "withdraw", "key:a", "{\"amount\":100}");
    expect(again.kind).toBe("again");
    if (again.kind === "again") await expect(again.answer).resolves.toEqual(answer("paid"));
    expect(store.lookup(1, "withdraw", "key:a", "{\"amount\":200}").kind).toBe("conflict");
    expect(store.lookup(2, "withdraw", "key:a", "{\"amount\":200}").kind).toBe("first");
    expect(store.lookup(1, "depositByLaunchUrl", "key:a", "{\"amount\":200}").kind).toBe("first");
  });

  it("lets a second request wait for the first one's answer (a double tap runs once)", async () => {
    const store = new IdempotencyStore();
    const first = store.lookup(1, "withdraw", "key:a", "p");
    const second = store.lookup(1, "withdraw", "key:a", "p");
    expect(second.kind).toBe("again");
    if (first.kind === "first") setTimeout(() => first.settle(answer("paid")), 5);
    if (second.kind === "again") await expect(second.answer).resolves.toEqual(answer("paid"));
  });

  it("keeps no server error: the intent may run again", async () => {
    const store = new IdempotencyStore();
    const first = store.lookup(1, "withdraw", "key:a", "p");
    const waiting = store.lookup(1, "withdraw", "key:a", "p");
    if (first.kind === "first") first.settle(answer("broken", 500));
    if (waiting.kind === "again") await expect(waiting.answer).resolves.toBeUndefined();
    expect(store.lookup(1, "withdraw", "key:a", "p").kind).toBe("first");
  });

  it("keeps a bounded number of intents per member, forgetting the oldest, and forgets all on clear", () => {
    const store = new IdempotencyStore(3);
    for (const k of ["a", "b", "c", "d"]) {
      const found = store.lookup(1, "withdraw", `key:${k}`, "p");
      if (found.kind === "first") found.settle(answer(k));
    }
    expect(store.size(1)).toBe(3);
    expect(store.lookup(1, "withdraw", "key:a", "other").kind).toBe("first");
    expect(store.lookup(1, "withdraw", "key:d", "other").kind).toBe("conflict");
    store.clear();
    expect(store.size(1)).toBe(0);
    expect(INTENTS_KEPT_PER_MEMBER).toBeGreaterThanOrEqual(100);
  });
});

describe("intents and fingerprints", () => {
  it("writes the same payload the same way whatever its key order", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson({ amount: 100, bankCardId: 3301 })).toBe(canonicalJson({ bankCardId: 3301, amount: 100 }));
    expect(canonicalJson({ amount: 100 })).not.toBe(canonicalJson({ amount: 100.01 }));
  });

  it("names an encrypted request without a key by its exact bytes", () => {
    expect(bytesIntent("ab12", "{\"value\":\"x\"}")).toBe(bytesIntent("ab12", "{\"value\":\"x\"}"));
    expect(bytesIntent("ab12", "{\"value\":\"x\"}")).not.toBe(bytesIntent("ab13", "{\"value\":\"x\"}"));
  });
});
