// Encrypted operations (`x-encrypted`, reference §2) called with a body the
// server can decrypt: the plaintext is an example of the operation's
// `contentSchema` that conforms to it, encrypted with the SDK's own secure
// entry under the RSA key the server gives through the contract's key
// operation. Without this every encrypted call was refused as undecryptable
// and its success body never checked.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { encryptPayload, normalizeModulus } from "@platform/sdk/secure";
import { useDecimalMultipleOf } from "./decimal-multiple-of.ts";
import { resolve, type ContractOperation, type OpenApiDocument } from "./openapi-document.ts";

/** The contract's key operation: the RSA modulus as plain-text hex (reference §2.1). */
export const KEY_OPERATION = "getRsaKey";

const CONTRACT_ID = "https://contract.invalid/conformance-plaintext.json";
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

type Schema = Record<string, unknown>;

export function isEncrypted(op: ContractOperation): boolean {
  return (op.operation as Record<string, unknown>)["x-encrypted"] === true;
}

/** The `contentSchema` of the encrypted body's `value` (the plaintext's schema), searched through the body schema. */
function plaintextSchema(doc: OpenApiDocument, op: ContractOperation): Schema | undefined {
  const media = Object.values(op.requestBody?.content ?? {})[0];
  const seen = new Set<unknown>();
  const search = (node: unknown): Schema | undefined => {
    if (typeof node !== "object" || node === null || seen.has(node)) return undefined;
    seen.add(node);
    const schema = resolve<Schema>(doc, node as Schema);
    if (schema.contentSchema !== undefined) return schema.contentSchema as Schema;
    for (const key of ["properties", "allOf", "oneOf", "anyOf"]) {
      const children = schema[key];
      const list = Array.isArray(children) ? children : typeof children === "object" && children !== null ? Object.values(children) : [];
      for (const child of list) {
        const found = search(child);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(media?.schema);
}

/** Every example the plaintext schema or the schemas it is built from carry, in document order. */
function candidateExamples(doc: OpenApiDocument, schema: unknown, seen = new Set<unknown>()): unknown[] {
  if (typeof schema !== "object" || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const s = resolve<Schema>(doc, schema as Schema);
  const own = [...(Array.isArray(s.examples) ? s.examples : []), ...(s.example === undefined ? [] : [s.example])];
  const parts = ["allOf", "oneOf", "anyOf"].flatMap((key) => (Array.isArray(s[key]) ? (s[key] as unknown[]) : []));
  return [...own, ...parts.flatMap((part) => candidateExamples(doc, part, seen))];
}

export interface PlaintextFinder {
  /** The first example that conforms to the operation's plaintext schema, or why there is none. */
  (op: ContractOperation): { ok: true; plaintext: unknown } | { ok: false; reason: string };
}

export function createPlaintextFinder(doc: OpenApiDocument): PlaintextFinder {
  const ajv = new Ajv2020({ allErrors: false, strict: false, validateSchema: false, logger: false });
  addFormats(ajv);
  useDecimalMultipleOf(ajv);
  ajv.addSchema(doc as object, CONTRACT_ID);
  return (op) => {
    const schema = plaintextSchema(doc, op);
    if (!schema) return { ok: false, reason: "the request body names no contentSchema for its plaintext" };
    const validate = ajv.compile(rebaseRefs(schema) as object);
    const candidates = candidateExamples(doc, schema);
    const plaintext = candidates.find((example) => validate(example));
    if (plaintext === undefined) return { ok: false, reason: `none of the ${candidates.length} examples of its plaintext schema conforms to it` };
    return { ok: true, plaintext };
  };
}

function rebaseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebaseRefs);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === "$ref" && typeof item === "string" && item.startsWith("#") ? CONTRACT_ID + item : rebaseRefs(item)]),
  );
}

/** The body and headers of an encrypted call as the SDK sends it: `{ value }` with Encryption, X-Digest and X-RSA. */
export function encryptedBody(modulusText: string, plaintext: unknown): { headers: Record<string, string>; body: string } {
  const request = encryptPayload(normalizeModulus(modulusText), plaintext);
  return { headers: { ...request.headers, "Content-Type": "application/json" }, body: JSON.stringify(request.body) };
}

/** Replaces headers by name, whatever case the example used. */
export function withHeaders(headers: Record<string, string>, replacements: Record<string, string>): Record<string, string> {
  const names = new Set(Object.keys(replacements).map((name) => name.toLowerCase()));
  return { ...Object.fromEntries(Object.entries(headers).filter(([name]) => !names.has(name.toLowerCase()))), ...replacements };
}

/**
 * The server's answer says it could not read the encrypted body: the
 * platform's `request_body_required` (reference §1.3, the contract's 400 of
 * every encrypted operation), or any refusal whose message speaks of decrypting.
 */
export function saysDoesNotDecrypt(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { success, errorCode, message } = body as { success?: unknown; errorCode?: unknown; message?: unknown };
  if (success === true) return false;
  return errorCode === "request_body_required" || (typeof message === "string" && /decrypt/i.test(message));
}
