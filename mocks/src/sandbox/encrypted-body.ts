// Reads an encrypted request in any of the forms real clients send
// (reference §2.5, §2.6): `{ "value": c }` (with or without X-Digest and
// X-RSA), `"c"` as a JSON string, or `c` raw with Content-Type
// application/json. The key comes from the `Encryption` header.
import { desDecrypt, encryptionHeaderProblem, keyFromEncryptionHeader, type SandboxKeys } from "./sandbox-crypto.ts";

type EncryptedForm = "value" | "json-string" | "raw";

export type Decrypted =
  | { ok: true; form: EncryptedForm; payload: unknown }
  | { ok: false; reason: string };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The ciphertext of a body and the form it came in, or undefined when the body carries none. */
function ciphertextOf(bodyText: string): { ciphertext: string; form: EncryptedForm } | undefined {
  const text = bodyText.trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return BASE64.test(text) ? { ciphertext: text, form: "raw" } : undefined;
  }
  if (typeof parsed === "string" && BASE64.test(parsed)) return { ciphertext: parsed, form: "json-string" };
  if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
    const value = (parsed as Record<string, unknown>).value;
    if (typeof value === "string" && BASE64.test(value)) return { ciphertext: value, form: "value" };
  }
  return undefined;
}

export function decryptBody(keys: SandboxKeys, encryptionHeader: string | null, bodyText: string): Decrypted {
  if (!encryptionHeader) return { ok: false, reason: "the Encryption header is missing" };
  // Checked first: a header of many blocks is refused before any RSA operation.
  const headerProblem = encryptionHeaderProblem(keys, encryptionHeader);
  if (headerProblem) return { ok: false, reason: headerProblem };
  const body = ciphertextOf(bodyText);
  if (!body) return { ok: false, reason: "the body carries no Base64 ciphertext" };
  const key = keyFromEncryptionHeader(keys, encryptionHeader);
  if (!key) return { ok: false, reason: "the Encryption header does not name a key" };
  const plaintext = desDecrypt(key, body.ciphertext);
  if (plaintext === undefined) return { ok: false, reason: "the body does not decrypt with the key of the Encryption header" };
  try {
    return { ok: true, form: body.form, payload: JSON.parse(plaintext) };
  } catch {
    return { ok: false, reason: "the decrypted body is not JSON" };
  }
}
