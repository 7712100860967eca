// Symmetric half of an encrypted call (reference §2.4): single DES, ECB,
// PKCS#7 padding, keyed with the first 8 characters of the 16-character key
// (CryptoJS DES uses only 64 bits of a longer key), output Base64.
// The reference, not an import, because the shim only declares modules; it
// brings the sub-path types into every program that compiles this file (web, tests).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./node-forge-modules.d.ts" />
import des from "node-forge/lib/des.js";
import util from "node-forge/lib/util.js";

export function desEcbEncryptBase64(key: string, plaintext: string): string {
  const cipher = des.createEncryptionCipher(key.slice(0, 8), "ECB");
  cipher.start({ iv: null });
  cipher.update(util.createBuffer(util.encodeUtf8(plaintext)));
  cipher.finish();
  return util.encode64(cipher.output.getBytes());
}
