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

/**
 * Checks a success answer of `METHOD path` (the path as the contract spells it) against the
 * contract's schema for its status (or the operation's `2XX`); undefined when it keeps the
 * contract or the contract declares no JSON body for it.
 */
export const validateResponse: ResponseCheck = ({ method, path, status, body }: AnswerToCheck): ContractViolation | undefined => {
  const operation = `${method.toUpperCase()} ${path}`;
  const validate = validators[`${operation} ${status}`] ?? validators[`${operation} 2XX`];
  if (!validate || validate(body)) return undefined;
  const error = validate.errors?.[0];
  return error ? violationOf(error) : { pointer: "", message: "does not match the contract" };
};

/** The validator's first error as a pointer and a sentence (the validators carry no message texts). */
function violationOf({ instancePath, keyword, params }: AjvError): ContractViolation {
  const json = (value: unknown) => JSON.stringify(value);
  switch (keyword) {
    case "required":
      return { pointer: `${instancePath}/${escapePointer(String(params.missingProperty))}`, message: "is missing" };
    case "additionalProperties":
      return { pointer: `${instancePath}/${escapePointer(String(params.additionalProperty))}`, message: "is not allowed" };
    case "type":
      return { pointer: instancePath, message: `must be ${[params.type].flat().join(" or ")}` };
    case "const":
      return { pointer: instancePath, message: `must be ${json(params.allowedValue)}` };
    case "enum":
      return { pointer: instancePath, message: `must be one of ${[params.allowedValues].flat().map(json).join(", ")}` };
    case "format":
      return { pointer: instancePath, message: `must be a ${String(params.format)}` };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return { pointer: instancePath, message: `must be ${String(params.comparison)} ${String(params.limit)}` };
    default:
      return { pointer: instancePath, message: `fails "${keyword}" ${json(params)}` };
  }
}

function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}
