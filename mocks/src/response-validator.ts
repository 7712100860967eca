// Checks a response against the contract: the status is declared, the content
// type is one the status declares, and the body matches its schema (JSON
// Schema 2020-12, formats checked, every error reported). Error statuses are
// checked exactly like 2xx ones: Prism's proxy is known to let malformed
// error bodies through (prism#1694), so this never relies on it.
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { useDecimalMultipleOf } from "./decimal-multiple-of.ts";
import { listOperations, type ContractOperation, type OpenApiDocument, type ResponseObject } from "./openapi-document.ts";

export interface Violation {
  /** Which part of the response is wrong. */
  location: "status" | "content-type" | "body";
  /** JSON pointer into the body ("" for the whole body or for non-body violations). */
  pointer: string;
  message: string;
}

export interface ResponseToCheck {
  status: number;
  /** The Content-Type header as sent, or null. */
  contentType: string | null;
  /** The raw body text. */
  body: string;
}

export interface ResponseValidator {
  /** Every way the response breaks the contract of the operation; empty when it conforms. */
  validate(operationId: string, response: ResponseToCheck): Violation[];
  /** Checks an already-parsed body against the schema of one declared status and media type. */
  validateBody(operationId: string, status: string, mediaType: string, body: unknown): Violation[];
}

const CONTRACT_ID = "https://contract.invalid/openapi.json";

// ajv-formats ships as CommonJS; under ESM its default export may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

export function createResponseValidator(doc: OpenApiDocument): ResponseValidator {
  // strict: false because OpenAPI schemas carry annotations JSON Schema does not
  // know (example, discriminator, xml, x-*); the contract lint checks those.
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false, logger: false });
  addFormats(ajv);
  // Money amounts are `multipleOf: 0.01`: compared as decimals, never in binary floating point.
  useDecimalMultipleOf(ajv);
  ajv.addSchema(doc as object, CONTRACT_ID);
  const operations = new Map(listOperations(doc).map((op) => [op.operationId, op]));
  const compiled = new Map<string, ValidateFunction>();

  function operation(operationId: string): ContractOperation {
    const op = operations.get(operationId);
    if (!op) throw new Error(`the contract has no operation "${operationId}"`);
    return op;
  }

  function validateBody(operationId: string, status: string, mediaType: string, body: unknown): Violation[] {
    const key = `${operationId} ${status} ${mediaType}`;
    let validateFn = compiled.get(key);
    if (!validateFn) {
      const schema = operation(operationId).responses[status]?.content?.[mediaType]?.schema;
      if (schema === undefined) return [];
      validateFn = ajv.compile(rebaseRefs(schema) as object);
      compiled.set(key, validateFn);
    }
    if (validateFn(body)) return [];
    return (validateFn.errors ?? []).map(toViolation);
  }

  function validate(operationId: string, response: ResponseToCheck): Violation[] {
    const op = operation(operationId);
    const statusKey = declaredStatus(op.responses, response.status);
    if (!statusKey) {
      const declared = Object.keys(op.responses).join(", ");
      return [{ location: "status", pointer: "", message: `status ${response.status} is not declared (declared: ${declared})` }];
    }
    const content = op.responses[statusKey]?.content ?? {};
    const declaredTypes = Object.keys(content);
    if (declaredTypes.length === 0) {
      return response.body.length === 0 ? [] : [{ location: "body", pointer: "", message: `status ${statusKey} declares no body, but one was sent` }];
    }
    const sentType = (response.contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    const mediaType = declaredTypes.find((declared) => mediaTypeMatches(declared, sentType));
    if (!mediaType) {
      const sent = sentType || "no Content-Type";
      return [{ location: "content-type", pointer: "", message: `${sent} is not declared for status ${statusKey} (declared: ${declaredTypes.join(", ")})` }];
    }
    if (!isJson(sentType)) return validateBody(operationId, statusKey, mediaType, response.body);
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      const what = response.body.length === 0 ? "the body is empty" : "the body is not valid JSON";
      return [{ location: "body", pointer: "", message: `${what} (${mediaType} declared)` }];
    }
    return validateBody(operationId, statusKey, mediaType, parsed);
  }

  return { validate, validateBody };
}

/** The response key that covers a status: the exact code, its range (`4XX`), else `default`. */
export function declaredStatus(responses: Record<string, ResponseObject>, status: number): string | undefined {
  const exact = String(status);
  const range = `${exact[0]}XX`;
  return [exact, range, range.toLowerCase(), "default"].find((key) => key in responses);
}

function mediaTypeMatches(declared: string, sent: string): boolean {
  const [type, subtype] = declared.toLowerCase().split("/");
  const [sentType, sentSubtype] = sent.split("/");
  return (type === "*" || type === sentType) && (subtype === "*" || subtype === sentSubtype);
}

function isJson(mediaType: string): boolean {
  return /^application\/(.+\+)?json$/i.test(mediaType);
}

// The operation's schema is compiled on its own; its local refs point into the document.
function rebaseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebaseRefs);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === "$ref" && typeof item === "string" && item.startsWith("#") ? CONTRACT_ID + item : rebaseRefs(item)]),
  );
}

function toViolation(error: ErrorObject): Violation {
  const params = error.params as Record<string, unknown>;
  let message = error.message ?? error.keyword;
  if (error.keyword === "additionalProperties") message += ` ("${String(params.additionalProperty)}")`;
  else if (error.keyword === "enum") message += `: ${JSON.stringify(params.allowedValues)}`;
  else if (error.keyword === "const") message += `: ${JSON.stringify(params.allowedValue)}`;
  return { location: "body", pointer: error.instancePath, message };
}
