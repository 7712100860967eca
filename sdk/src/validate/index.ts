// @platform/sdk/validate: checks answers against the contract, for the
// client's opt-in `validate` option. The validators are precompiled from the
// contract (Ajv standalone code, generated with the types:
// src/generated/response-validators.ts), so this entry needs no compiler and
// no `eval` at run time. A separate entry: about 70 kB gzip, which the main
// entry (6 kB gzip) does not carry.
//
//   import { validateResponse } from "@platform/sdk/validate";
//   const client = createPlatformClient({ merchant, validate: validateResponse });
import type { AnswerToCheck, ContractViolation, ResponseCheck } from "../client-options.ts";
import { RESPONSE_VALIDATORS as validators, type ResponseValidator } from "../generated/response-validators.ts";

export type { AnswerToCheck, ContractViolation, ResponseCheck };

type AjvError = NonNullable<ResponseValidator["errors"]>[number];

/** The 2xx statuses the contract declares a JSON answer for, per "METHOD /path". */
const declaredStatuses = new Map<string, string[]>();
for (const key of Object.keys(validators)) {
  const at = key.lastIndexOf(" ");
  const operation = key.slice(0, at);
  declaredStatuses.set(operation, [...(declaredStatuses.get(operation) ?? []), key.slice(at + 1)]);
}

/**
 * Checks a success answer of `METHOD path` (the path as the contract spells it) against the
 * contract's schema for its status (or the operation's `2XX`): every violation, each with its
 * JSON pointer, what the contract expects there and what came. A 2xx status the operation does
 * not declare is one too (its body is not checked: no schema says what it should be). Undefined
 * when it keeps the contract or the contract declares no JSON answer for the operation.
 */
export const validateResponse: ResponseCheck = ({ method, path, status, body }: AnswerToCheck): ContractViolation[] | undefined => {
  const operation = `${method.toUpperCase()} ${path}`;
  const validate = validators[`${operation} ${status}`] ?? validators[`${operation} 2XX`];
  if (!validate) {
    const declared = declaredStatuses.get(operation);
    if (!declared) return undefined;
    const expected = declared.map((code) => `HTTP ${code}`).join(" or ");
    return [{ pointer: "", expected, received: `HTTP ${status}`, message: `must come with ${expected}, not HTTP ${status}` }];
  }
  if (validate(body)) return undefined;
  // The same place can fail twice where schemas are combined (allOf of the envelope and its value): told once.
  const violations = new Map((validate.errors ?? []).map((error) => violationOf(error, body)).map((v) => [`${v.pointer} ${v.message}`, v]));
  return violations.size ? [...violations.values()] : [{ pointer: "", expected: "the contract's answer", received: short(body), message: "does not match the contract" }];
};

/** A validator's error as a pointer, what was expected there and what came (the validators carry no message texts). */
function violationOf({ instancePath, keyword, params }: AjvError, body: unknown): ContractViolation {
  const json = (value: unknown) => JSON.stringify(value);
  const at = (pointer: string, expected: string, message = `must be ${expected}`): ContractViolation => ({
    pointer,
    expected,
    received: short(valueAt(body, pointer)),
    message,
  });
  switch (keyword) {
    case "required":
      return at(`${instancePath}/${escapePointer(String(params.missingProperty))}`, "present", "is missing");
    case "additionalProperties":
      return at(`${instancePath}/${escapePointer(String(params.additionalProperty))}`, "absent", "is not allowed");
    case "type":
      return at(instancePath, [params.type].flat().join(" or "));
    case "const":
      return at(instancePath, json(params.allowedValue));
    case "enum":
      return at(instancePath, `one of ${[params.allowedValues].flat().map(json).join(", ")}`);
    case "format":
      return at(instancePath, `a ${String(params.format)}`);
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return at(instancePath, `${String(params.comparison)} ${String(params.limit)}`);
    default:
      return at(instancePath, `${keyword} ${json(params)}`, `fails "${keyword}" ${json(params)}`);
  }
}

function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

function valueAt(body: unknown, pointer: string): unknown {
  let node = body;
  for (const segment of pointer.split("/").slice(1)) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment.replaceAll("~1", "/").replaceAll("~0", "~")];
  }
  return node;
}

/** A value as short JSON for a report: `nothing` when absent, cut at 80 characters. */
function short(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
