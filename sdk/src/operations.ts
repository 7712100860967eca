// Which contract operation a request is, from the generated runtime map.
import { OPERATIONS, type OperationInfo } from "./generated/operations.ts";

export function operationFor(method: string, schemaPath: string): OperationInfo | undefined {
  return OPERATIONS[`${method.toUpperCase()} ${schemaPath}`];
}
