import { describe, expect, it } from "vitest";
import { MODULUS } from "../testing/fake-fetch.ts";
import { encryptPayload, encryptWithKey, normalizeModulus } from "./encrypt-payload.ts";
import { drawKey, type RandomSource } from "./random-key.ts";

const payload = { type: "username", username: "player_one", password: "s3cret-pass" };

// Computed outside the SDK: DES with node:crypto (des-ede3-ecb with the key's
// first 8 bytes three times is single DES) and RSA with Python's pow(). If
// this test fails, the wire format changed.
const KEY = "aB3dE5fG7hI9kL1m";
const CIPHERTEXT = "BL3LsuO28jzHjdv96GtnUCixkIw6yf+I/mvm6dYlz4vjbuSV1dGq/XKfdMNoBHzMKD4jQj8XAEP4IBvWzzUaaLqFRf7soYrV";
const ENCRYPTION =
  "a155b3e49013cc6cabce6ca492c9914d00aa3a79d2857180425edc1915f87104bccc945bb4e602e5a67ed288e62c0bd6863a7abe9640910141eb7b195071ea30e66ac0aab04899d851528ccb4464c945a3a85cf2a3cfb5604774ce78b8162ec582153bdfad57b69a18baafa4a6f9b82826197476813c2ec7000efc0f34438640";

describe("encrypted request", () => {
  it("matches the fixed vector: given modulus and key, exact headers and body", () => {
    expect(encryptWithKey(MODULUS, payload, KEY)).toEqual({
      headers: { Encryption: ENCRYPTION, "X-Digest": CIPHERTEXT, "X-RSA": MODULUS },
      body: { value: CIPHERTEXT },
    });
  });

  it("draws the key from the random source it is given", () => {
    const source: RandomSource = (bytes) => bytes.fill(7);
    expect(encryptPayload(MODULUS, payload, source)).toEqual(encryptWithKey(MODULUS, payload, drawKey(source)));
  });

  it("uses a fresh key each time", () => {
    const first = encryptPayload(MODULUS, payload);
    const second = encryptPayload(MODULUS, payload);
    expect(first.headers.Encryption).not.toBe(second.headers.Encryption);
    expect(first.body.value).not.toBe(second.body.value);
  });

  it("reads the modulus as the key endpoint sends it, quotes and whitespace included", () => {
    expect(normalizeModulus(` "${MODULUS}"\n`)).toBe(MODULUS);
    expect(() => normalizeModulus("<html>maintenance</html>")).toThrow(TypeError);
  });
});
