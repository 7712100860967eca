import { afterEach, describe, expect, it, vi } from "vitest";
import { drawKey, KEY_ALPHABET, KEY_LENGTH, type RandomSource } from "./random-key.ts";

/** A random source that hands out the given bytes in order. */
function bytesSource(bytes: number[]): RandomSource {
  let next = 0;
  return (array) => {
    for (let i = 0; i < array.length; i++) array[i] = bytes[next++ % bytes.length] ?? 0;
    return array;
  };
}

afterEach(() => vi.restoreAllMocks());

describe("the 16-character key", () => {
  it("uses the real client's 61-character alphabet: T twice, no Y, no j", () => {
    expect(KEY_ALPHABET).toHaveLength(61);
    expect([...KEY_ALPHABET].filter((c) => c === "T")).toHaveLength(2);
    expect(KEY_ALPHABET).not.toMatch(/[Yj]/);
  });

  it("maps each random byte to one character", () => {
    const key = drawKey(bytesSource([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 29, 34, 60, 61]));
    expect(key).toBe("0123456789ABTTz0");
  });

  it("drops bytes that would make some characters likelier (244 and above)", () => {
    const key = drawKey(bytesSource([244, 255, 1, 250, 2]));
    expect(key).toBe("1212121212121212");
  });

  it("draws from crypto.getRandomValues, never Math.random", () => {
    const getRandomValues = vi.spyOn(globalThis.crypto, "getRandomValues");
    const random = vi.spyOn(Math, "random");
    const key = drawKey();
    expect(key).toHaveLength(KEY_LENGTH);
    expect([...key].every((c) => KEY_ALPHABET.includes(c))).toBe(true);
    expect(getRandomValues).toHaveBeenCalled();
    expect(random).not.toHaveBeenCalled();
  });

  it("differs from one call to the next", () => {
    const keys = new Set(Array.from({ length: 20 }, () => drawKey()));
    expect(keys.size).toBe(20);
  });
});
