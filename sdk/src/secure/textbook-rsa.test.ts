import { describe, expect, it } from "vitest";
import { modPow, rsaEncryptKey } from "./textbook-rsa.ts";

describe("textbook RSA of the key", () => {
  it("raises to 65537 modulo n", () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(65n, 65537n, 3233n)).toBe(2790n);
  });

  it("packs the reversed key little-endian: 'AB' becomes 'B' + 'A' * 256", () => {
    // 16706 = 0x42 + 0x41 * 256; 16706^65537 mod 0xca1 = 2107 = 0x83b.
    expect(rsaEncryptKey("ca1", "AB")).toBe("083b");
  });

  it("writes lower-case hex in whole 16-bit digits, as the real client's biToHex does", () => {
    expect(rsaEncryptKey("ca1", "A")).toBe("0ae6");
    expect(rsaEncryptKey("CA1", "A")).toBe("0ae6");
  });
});
