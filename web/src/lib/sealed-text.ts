// "No password at rest in clear": text the app must keep on the
// device (the remembered login's password) is sealed with AES-GCM under a
// key that WebCrypto creates non-extractable and IndexedDB keeps as a
// CryptoKey object: its bytes can be neither read by script nor found in a
// copy of the browser's storage. What this does not stop is script running in
// the page itself, which could ask the key to decrypt: the URL gate and the
// CSP are what keep foreign script out.
import { createStore, get, set, type UseStore } from "idb-keyval";

export interface SealedText {
  /** Format version of the sealed value. */
  v: 1;
  /** The 12-byte AES-GCM nonce, base64. */
  iv: string;
  /** Ciphertext and tag, base64. */
  data: string;
}

const DATABASE = "platform-mobile";
const STORE = "keys";
const ALGORITHM = { name: "AES-GCM", length: 256 } as const;
const IV_BYTES = 12;

let store: UseStore | undefined;
const keys = new Map<string, Promise<CryptoKey>>();

/** Whether this browser can seal at all (no IndexedDB in some private modes, no subtle crypto on plain http). */
export function canSeal(): boolean {
  return typeof indexedDB !== "undefined" && typeof crypto !== "undefined" && crypto.subtle !== undefined;
}

function keyStore(): UseStore {
  store ??= createStore(DATABASE, STORE);
  return store;
}

/** The named key, created on first use; one creation per page even when several callers ask at once. */
function sealingKey(name: string): Promise<CryptoKey> {
  let key = keys.get(name);
  if (!key) {
    key = (async () => {
      const kept = await get<CryptoKey>(name, keyStore());
      if (kept instanceof CryptoKey) return kept;
      const fresh = await crypto.subtle.generateKey(ALGORITHM, false, ["encrypt", "decrypt"]);
      await set(name, fresh, keyStore());
      return fresh;
    })();
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export function isSealedText(value: unknown): value is SealedText {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.v === 1 && typeof v.iv === "string" && typeof v.data === "string";
}

/** Seals `text` under the device key `keyName`. Rejects where the browser cannot seal (see canSeal). */
export async function sealText(keyName: string, text: string): Promise<SealedText> {
  const key = await sealingKey(keyName);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(text));
  return { v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** The text sealed under `keyName`, or null when it cannot be opened here (another device, a new key, tampered). */
export async function openSealedText(keyName: string, sealed: SealedText): Promise<string | null> {
  try {
    const key = await sealingKey(keyName);
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
