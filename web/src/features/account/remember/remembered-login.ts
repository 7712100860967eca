// spec §3: the remembered-login record (type, username, password in
// double-encoded form, countryDialingCode) and a salt, in localStorage. The
// encoding only keeps the password from being readable at a glance; it is the
// client's storage format, not a protection (the member ticked "remember").
import type { LoginMethod, RememberedLogin } from "@platform/machines";
import { localKeys, readJson, readText, removeKey, writeJson, writeText } from "../../../lib/storage.ts";

interface StoredRecord {
  type: LoginMethod;
  username: string;
  password: string;
  countryDialingCode?: string;
}

function isStoredRecord(value: unknown): value is StoredRecord {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.type === "username" || v.type === "sms") &&
    typeof v.username === "string" &&
    typeof v.password === "string" &&
    (v.countryDialingCode === undefined || typeof v.countryDialingCode === "string")
  );
}

function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function fromBase64(encoded: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
}

export function encodePassword(password: string, salt: string): string {
  return toBase64(salt + toBase64(password));
}

/** null when the text was not written with this salt (another device's copy, or tampered). */
export function decodePassword(encoded: string, salt: string): string | null {
  try {
    const inner = fromBase64(encoded);
    return inner.startsWith(salt) ? fromBase64(inner.slice(salt.length)) : null;
  } catch {
    return null;
  }
}

function salt(): string {
  const stored = readText("local", localKeys.salt);
  if (stored) return stored;
  const fresh = Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  writeText("local", localKeys.salt, fresh);
  return fresh;
}

export function readRememberedLogin(): RememberedLogin | null {
  const record = readJson("local", localKeys.rememberedLogin, isStoredRecord);
  if (record === null) return null;
  const password = record.password === "" ? "" : decodePassword(record.password, salt());
  if (password === null) return null;
  return {
    type: record.type,
    username: record.username,
    password,
    ...(record.countryDialingCode ? { countryDialingCode: record.countryDialingCode } : {}),
  };
}

export function writeRememberedLogin(login: RememberedLogin): void {
  const record: StoredRecord = {
    type: login.type,
    username: login.username,
    password: login.password === "" ? "" : encodePassword(login.password, salt()),
    ...(login.countryDialingCode ? { countryDialingCode: login.countryDialingCode } : {}),
  };
  writeJson("local", localKeys.rememberedLogin, record);
}

export function clearRememberedLogin(): void {
  removeKey("local", localKeys.rememberedLogin);
}

/** spec §4 "Change password": the remembered password follows a change (only for the same account). */
export function updateRememberedPassword(username: string, password: string): void {
  const record = readRememberedLogin();
  if (record?.type === "username" && record.username === username) writeRememberedLogin({ ...record, password });
}
