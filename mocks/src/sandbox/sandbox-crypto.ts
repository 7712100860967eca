// The sandbox's own RSA key and the server half of reference §2: the
// `Encryption` header is textbook RSA (e = 65537, no padding) of the reversed
// 16-character key packed little-endian; the body is DES-ECB/PKCS7 under the
// key's first 8 characters. A client that encrypts any other way gets a body
// that does not decrypt, exactly as on the real platform.
import { createDecipheriv, generateKeyPairSync } from "node:crypto";

export interface SandboxKeys {
  /** The modulus as GET /wps/session/key/rsa serves it: lower-case hex, 256 characters. */
  modulusHex: string;
  n: bigint;
  d: bigint;
}

/** A fresh 1024-bit key pair (about 20 ms); each sandbox start has its own. */
export function generateSandboxKeys(): SandboxKeys {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: "jwk" });
  if (!jwk.n || !jwk.d) throw new Error("the RSA key has no modulus or private exponent");
  return keysFromHex(Buffer.from(jwk.n, "base64url").toString("hex"), Buffer.from(jwk.d, "base64url").toString("hex"));
}

/** A known key pair (hex modulus and private exponent), e.g. the test key of tests/fixtures. */
export function keysFromHex(modulusHex: string, privateExponentHex: string): SandboxKeys {
  return { modulusHex: modulusHex.toLowerCase(), n: BigInt(`0x${modulusHex}`), d: BigInt(`0x${privateExponentHex}`) };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus) if (e & 1n) result = (result * b) % modulus;
  return result;
}

/**
 * Why an `Encryption` header cannot name a key, before any private-key
 * operation: it must be exactly one block of hex digits, no longer
 * than the modulus (a 16-character key is one RSA block; the legacy RSA.js
 * may drop leading zero digits, so a block may be shorter) and below it.
 * Without this, 5,000 space-separated blocks cost 5,000 RSA operations and
 * held every other request for 11 s. Undefined when the header is usable.
 */
export function encryptionHeaderProblem(keys: SandboxKeys, header: string): string | undefined {
  const text = header.trim();
  const digits = keys.modulusHex.length;
  if (text.length > digits) return `the Encryption header must be one RSA block of at most ${digits} hex digits`;
  if (!/^[0-9a-fA-F]+$/.test(text)) return "the Encryption header is not one block of hex digits";
  if (BigInt(`0x${text}`) >= keys.n) return "the Encryption header is not below the RSA modulus";
  return undefined;
}

/**
 * The 16-character DES key of an `Encryption` header: its one block
 * RSA-decrypted, its bytes read little-endian, the text reversed back
 * (reference §2.3, §2.7). Undefined when the header is not one block of the
 * key's length (encryptionHeaderProblem).
 */
export function keyFromEncryptionHeader(keys: SandboxKeys, header: string): string | undefined {
  if (encryptionHeaderProblem(keys, header) !== undefined) return undefined;
  const bytes: number[] = [];
  for (let number = modPow(BigInt(`0x${header.trim()}`), keys.d, keys.n); number > 0n; number >>= 8n) bytes.push(Number(number & 0xffn));
  return Buffer.from(bytes).toString("latin1").split("").reverse().join("");
}

/** DES-ECB/PKCS7 decryption with the key's first 8 characters (3DES with one key three times is single DES). */
export function desDecrypt(key: string, ciphertextBase64: string): string | undefined {
  if (key.length < 8) return undefined;
  const key8 = Buffer.from(key.slice(0, 8), "latin1");
  try {
    const decipher = createDecipheriv("des-ede3-ecb", Buffer.concat([key8, key8, key8]), null);
    return Buffer.concat([decipher.update(Buffer.from(ciphertextBase64, "base64")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
