// A valid call for each operation, built only from the contract: every
// parameter's `example`, the request body's first named example, and the
// credentials of the operation's security schemes. The conformance command
// and the contract tests send these. Pure (no node imports).
import {
  listOperations,
  namedExamples,
  resolve,
  type ContractOperation,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type ParameterObject,
  type SecuritySchemeObject,
} from "./openapi-document.ts";

export interface ExampleRequest {
  operationId: string;
  method: HttpMethod;
  /** The path template, e.g. `/wps/member/info`. */
  path: string;
  /** Path with its parameters filled in, plus the query string. */
  url: string;
  headers: Record<string, string>;
  /** The serialized body, when the operation takes one. */
  body?: string;
  /** GET, HEAD and OPTIONS: safe to call on a live backend. */
  readOnly: boolean;
  /** Security schemes the operation needs that no credential was given for (their header is left out). */
  missingCredentials: string[];
}

/** Credential value by security scheme name, e.g. `{ Merchant: "mc_demo", Token: "..." }`. */
export type Credentials = Record<string, string | undefined>;

const READ_ONLY: readonly HttpMethod[] = ["get", "head", "options"];

export function exampleRequests(doc: OpenApiDocument, credentials: Credentials = {}): ExampleRequest[] {
  return listOperations(doc).map((op) => exampleRequest(doc, op, credentials));
}

/** Throws when a required parameter or body has no example (a contract gap the caller should report). */
export function exampleRequest(doc: OpenApiDocument, op: ContractOperation, credentials: Credentials = {}): ExampleRequest {
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let path = op.path;
  for (const parameter of op.parameters) {
    const value = parameterExample(doc, parameter);
    if (value === undefined) {
      if (parameter.required || parameter.in === "path") throw new Error(`${op.operationId}: required ${parameter.in} parameter "${parameter.name}" has no example`);
      continue;
    }
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(simpleStyle(value)));
    else if (parameter.in === "header") headers[parameter.name] = simpleStyle(value);
    else if (parameter.in === "query") appendFormStyle(query, parameter.name, value);
    else if (parameter.in === "cookie") headers.Cookie = [headers.Cookie, `${parameter.name}=${encodeURIComponent(simpleStyle(value))}`].filter(Boolean).join("; ");
  }
  const missingCredentials = applySecurity(doc, op, credentials, headers, query);
  const accept = [...new Set(Object.values(op.responses).flatMap((r) => Object.keys(r.content ?? {})))];
  if (accept.length > 0) headers.Accept = accept.join(", ");

  const request: ExampleRequest = {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    url: query.size > 0 ? `${path}?${query.toString()}` : path,
    headers,
    readOnly: READ_ONLY.includes(op.method),
    missingCredentials,
  };
  const body = op.requestBody && Object.entries(op.requestBody.content ?? {})[0];
  if (body) {
    const [mediaType, media] = body;
    const value = mediaExample(doc, media);
    if (value === undefined) {
      if (op.requestBody?.required) throw new Error(`${op.operationId}: the request body has no example`);
    } else {
      const serialized = serializeBody(mediaType, value);
      headers["Content-Type"] = serialized.contentType;
      request.body = serialized.body;
    }
  }
  return request;
}

/** A parameter's example: its own `example`, its first `examples` entry, else its schema's example, default, enum or const. */
export function parameterExample(doc: OpenApiDocument, parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first !== undefined) return resolve(doc, first).value;
  return schemaExample(doc, parameter.schema);
}

function schemaExample(doc: OpenApiDocument, schemaOrRef: unknown): unknown {
  if (typeof schemaOrRef !== "object" || schemaOrRef === null) return undefined;
  const schema = resolve<Record<string, unknown>>(doc, schemaOrRef as Record<string, unknown>);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  return schema.const;
}

/** A media type's first named example, else its `example`. */
export function mediaExample(doc: OpenApiDocument, media: MediaTypeObject): unknown {
  const first = namedExamples(doc, media)[0];
  if (first) return first[1].value;
  return media.example;
}

function applySecurity(doc: OpenApiDocument, op: ContractOperation, credentials: Credentials, headers: Record<string, string>, query: URLSearchParams): string[] {
  if (op.security.length === 0) return [];
  // Of several alternatives, the first one all of whose credentials we hold; else the first.
  const requirement = op.security.find((r) => Object.keys(r).every((name) => credentials[name] !== undefined)) ?? op.security[0] ?? {};
  const missing: string[] = [];
  for (const name of Object.keys(requirement)) {
    const credential = credentials[name];
    const schemeRef = doc.components?.securitySchemes?.[name];
    if (credential === undefined || !schemeRef) {
      missing.push(name);
      continue;
    }
    const scheme = resolve<SecuritySchemeObject>(doc, schemeRef);
    if (scheme.type === "apiKey" && scheme.name) {
      if (scheme.in === "header") headers[scheme.name] = credential;
      else if (scheme.in === "query") query.append(scheme.name, credential);
      else if (scheme.in === "cookie") headers.Cookie = [headers.Cookie, `${scheme.name}=${encodeURIComponent(credential)}`].filter(Boolean).join("; ");
    } else if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "bearer") {
      headers.Authorization = `Bearer ${credential}`;
    } else if (scheme.type === "http") {
      headers.Authorization = `${scheme.scheme ?? "Basic"} ${credential}`;
    } else {
      missing.push(name);
    }
  }
  return missing;
}

function simpleStyle(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(",");
  if (typeof value === "object" && value !== null) return Object.entries(value).flat().map(String).join(",");
  return String(value);
}

// OpenAPI's default for query parameters: style form, explode true.
function appendFormStyle(query: URLSearchParams, name: string, value: unknown): void {
  if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
  else if (typeof value === "object" && value !== null) for (const [key, item] of Object.entries(value)) query.append(key, String(item));
  else query.append(name, String(value));
}

function serializeBody(mediaType: string, value: unknown): { contentType: string; body: string } {
  if (/[/+]json\b/.test(mediaType)) return { contentType: mediaType, body: JSON.stringify(value) };
  if (mediaType === "application/x-www-form-urlencoded" && typeof value === "object" && value !== null) {
    return { contentType: mediaType, body: new URLSearchParams(Object.entries(value).map(([k, v]): [string, string] => [k, String(v)])).toString() };
  }
  if (mediaType === "multipart/form-data" && typeof value === "object" && value !== null) return multipartBody(value);
  return { contentType: mediaType, body: typeof value === "string" ? value : JSON.stringify(value) };
}

const MULTIPART_BOUNDARY = "platform-example-boundary";

/**
 * A multipart body with one text part per field, and one part per item of an
 * array field (how a form sends several files under one name). File parts
 * carry the example's text as their content: the contract cannot hold binary.
 */
function multipartBody(value: object): { contentType: string; body: string } {
  const parts = Object.entries(value).flatMap(([name, field]) => (Array.isArray(field) ? field : [field]).map((item) => [name, item] as const));
  const body = parts
    .map(([name, item]) => `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof item === "object" ? JSON.stringify(item) : String(item)}\r\n`)
    .join("");
  return { contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, body: `${body}--${MULTIPART_BOUNDARY}--\r\n` };
}
