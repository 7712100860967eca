// What a violation expected and what it received, as short text: a
// violation that names only the pointer leaves the reader to find the value.
import { pointerGet } from "./openapi-document.ts";
import type { Violation } from "./response-validator.ts";

/** Longest received value shown; the rest is cut with its full length said. */
const RECEIVED_MAX = 120;

/** A value as JSON text, cut to `max` characters. */
export function shortValue(value: unknown, max = RECEIVED_MAX): string {
  return cut(value === undefined ? "nothing (absent)" : JSON.stringify(value), max);
}

/** Raw answer text (a body that is not JSON), cut to `max` characters. */
export function shortText(text: string, max = RECEIVED_MAX): string {
  return text.length === 0 ? "an empty body" : cut(text, max);
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length} characters)`;
}

/** The rule an Ajv message states, as what was expected: "must be boolean" → "boolean". */
function expectedOf(message: string): string {
  return message
    .replace(/^must be equal to one of the allowed values/, "one of the allowed values")
    .replace(/^must (be|have) /, "")
    .replace(/^must NOT /, "not to ")
    .replace(/^must /, "to ");
}

/**
 * Adds `expected` and `received` to a validator's violation: the value at
 * its pointer in the parsed body, the status or the content type sent.
 */
export function describeViolation(violation: Violation, response: { status: number; contentType: string | null; body: string }): { expected: string; received: string } {
  if (violation.location === "status") {
    return { expected: `one of ${/\(declared: (.*)\)/.exec(violation.message)?.[1] ?? "the declared statuses"}`, received: String(response.status) };
  }
  if (violation.location === "content-type") {
    return { expected: /\(declared: (.*)\)/.exec(violation.message)?.[1] ?? "a declared content type", received: response.contentType ?? "no Content-Type" };
  }
  let parsed: unknown = response.body;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return { expected: expectedOf(violation.message), received: shortText(response.body) };
  }
  return { expected: expectedOf(violation.message), received: shortValue(pointerGet(parsed, violation.pointer)) };
}
