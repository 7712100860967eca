// One encrypted request as the real mobile client sends it (reference §2.5):
// body `{ value: <DES Base64> }`, `Encryption` = RSA of the key,
// `X-Digest` = the same ciphertext, `X-RSA` = the modulus used.
import { desEcbEncryptBase64 } from "./des-ecb.ts";
import { cryptoRandom, drawKey, type RandomSource } from "./random-key.ts";
import { rsaEncryptKey } from "./textbook-rsa.ts";

export interface EncryptedRequest {
  headers: { Encryption: string; "X-Digest": string; "X-RSA": string };
  body: { value: string };
}

export function encryptPayload(modulusHex: string, payload: unknown, random: RandomSource = cryptoRandom): EncryptedRequest {
  return encryptWithKey(modulusHex, payload, drawKey(random));
}

/** Deterministic form for a given key; `encryptPayload` draws the key. */
export function encryptWithKey(modulusHex: string, payload: unknown, key: string): EncryptedRequest {
  const modulus = normalizeModulus(modulusHex);
  const value = desEcbEncryptBase64(key, JSON.stringify(payload));
  return {
    headers: { Encryption: rsaEncryptKey(modulus, key), "X-Digest": value, "X-RSA": modulus },
    body: { value },
  };
}

/** The modulus as the key endpoint's text: one script strips quotes around it (reference §2.1). */
export function normalizeModulus(text: string): string {
  const modulus = text.trim().replace(/^"(.*)"$/, "$1");
  if (!/^[0-9a-fA-F]{64,}$/.test(modulus)) throw new TypeError("RSA modulus must be a hex string");
  return modulus;
}
