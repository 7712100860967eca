// Checks a decrypted payload (or a plain request body) against a schema of
// the contract's components, as the platform checks what it decrypts: a
// client that sends the wrong fields is refused.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { useDecimalMultipleOf } from "../decimal-multiple-of.ts";
import type { OpenApiDocument } from "../openapi-document.ts";

const CONTRACT_ID = "https://contract.invalid/sandbox-payloads.json";
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

export type PayloadValidator = (schemaName: string, value: unknown) => string[];

export function createPayloadValidator(doc: OpenApiDocument): PayloadValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false, logger: false });
  addFormats(ajv);
  // Money amounts are `multipleOf: 0.01`: compared as decimals, never in binary floating point.
  useDecimalMultipleOf(ajv);
  ajv.addSchema(doc as object, CONTRACT_ID);
  const compiled = new Map<string, ValidateFunction>();
  return (schemaName, value) => {
    let validate = compiled.get(schemaName);
    if (!validate) {
      validate = ajv.getSchema(`${CONTRACT_ID}#/components/schemas/${schemaName}`);
      if (!validate) throw new Error(`the contract has no schema ${schemaName}`);
      compiled.set(schemaName, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? e.keyword}`);
  };
}
