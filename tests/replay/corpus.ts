// Reads the replay corpus (real-clients.yaml) and turns an entry into the
// request a real client sends: its method, path, query, headers and body form,
// with `$TOKEN` filled in and an `encrypted` payload encrypted with the
// target's RSA key in the entry's form (reference §2.5, §2.6).
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { encryptPayload } from "@platform/sdk/secure";

type EncryptedForm = "value+digest" | "value" | "json-string" | "raw";

export interface ReplayEntry {
  id: string;
  /** The reference row it comes from: section, call and source. */
  ref: string;
  method: string;
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  encrypted?: { form: EncryptedForm; payload: unknown };
}

export interface ReplayCorpus {
  /** What real clients send: every one must be accepted. */
  requests: ReplayEntry[];
  /** What no client sends: every one must be refused (the check can fail). */
  controls: ReplayEntry[];
}

export function loadCorpus(file = new URL("./real-clients.yaml", import.meta.url)): ReplayCorpus {
  const parsed = parse(readFileSync(file, "utf8"), { merge: true, maxAliasCount: -1 }) as Partial<ReplayCorpus>;
  return { requests: parsed.requests ?? [], controls: parsed.controls ?? [] };
}

export interface ReplayTarget {
  baseUrl: string;
  /** Replaces `$TOKEN` in headers. */
  token: string;
  /** The RSA modulus (hex) of GET /wps/session/key/rsa, for `encrypted` entries. */
  modulus: string;
}

export interface BuiltRequest {
  url: string;
  init: RequestInit & { method: string; headers: Record<string, string> };
}

export function buildRequest(entry: ReplayEntry, target: ReplayTarget): BuiltRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry.headers ?? {})) headers[name] = String(value).replaceAll("$TOKEN", target.token);
  let body: string | undefined;
  if (entry.json !== undefined) body = JSON.stringify(entry.json);
  else if (entry.form) body = new URLSearchParams(entry.form).toString();
  else if (entry.encrypted) body = encryptedBody(entry.encrypted.form, entry.encrypted.payload, target.modulus, headers);
  const query = new URLSearchParams(Object.entries(entry.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]));
  const url = `${target.baseUrl}${entry.path}${query.size > 0 ? `?${query.toString()}` : ""}`;
  return { url, init: { method: entry.method, headers, body } };
}

function encryptedBody(form: EncryptedForm, payload: unknown, modulus: string, headers: Record<string, string>): string {
  const encrypted = encryptPayload(modulus, payload);
  const ciphertext = encrypted.body.value;
  headers.Encryption = encrypted.headers.Encryption;
  switch (form) {
    case "value+digest":
      headers["X-Digest"] = encrypted.headers["X-Digest"];
      headers["X-RSA"] = encrypted.headers["X-RSA"];
      return JSON.stringify({ value: ciphertext });
    case "value":
      return JSON.stringify({ value: ciphertext });
    case "json-string":
      return JSON.stringify(ciphertext);
    case "raw":
      return ciphertext;
    default:
      throw new Error(`unknown encrypted form ${String(form)}`);
  }
}
