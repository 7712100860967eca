// @platform/sdk/operations: every contract operation with its operationId,
// who may call it and how its answer is shaped (generated from the contract).
// Its own entry rather than the main one: the client itself needs only the
// flags (generated/operation-flags.ts) and loads the ids when it names a
// failure or asks for a mock scenario, so the main entry stays small.
import { OPERATIONS, type OperationInfo } from "./generated/operations.ts";

export { OPERATIONS };
export type { OperationId, OperationInfo, OperationAuth } from "./generated/operations.ts";

/** The operation behind `METHOD /path` (the path as the contract spells it). */
export function operationFor(method: string, schemaPath: string): OperationInfo | undefined {
  return OPERATIONS[`${method.toUpperCase()} ${schemaPath}`];
}
