// Remembers which operation produced a response, so `unwrap` can name it in a
// PlatformError and knows whether its success body is the envelope, without
// the caller repeating either.
import type { OperationInfo } from "./generated/operations.ts";

const operationOf = new WeakMap<Response, OperationInfo>();

export function rememberOperation(response: Response, operation: OperationInfo | undefined): void {
  if (operation) operationOf.set(response, operation);
}

export function operationOfResponse(response: Response): OperationInfo | undefined {
  return operationOf.get(response);
}
