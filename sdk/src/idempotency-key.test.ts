import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_PATTERN, IdempotencyKeyError, idempotencyKeyOf, newIdempotencyKey } from "./idempotency-key.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the Idempotency-Key of a money intent", () => {
  it("draws a UUID v4 with crypto.randomUUID, a new one each time, within the contract's pattern", () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(UUID_V4);
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
  });

  it("draws one from getRandomValues where randomUUID is missing (a page outside a secure context)", () => {
    // randomUUID lives on Crypto.prototype: an own property hides it until deleted.
    Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const keys = Array.from({ length: 50 }, newIdempotencyKey);
      expect(new Set(keys).size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });

  it("keeps a given key that fits and refuses one that does not, before anything is sent", () => {
    expect(idempotencyKeyOf("intent-0001")).toBe("intent-0001");
    expect(idempotencyKeyOf(undefined)).toMatch(UUID_V4);
    expect(() => idempotencyKeyOf("k")).toThrow(IdempotencyKeyError);
    expect(() => idempotencyKeyOf(42 as unknown as string)).toThrow(/must be 8 to 64 characters/);
  });
});
