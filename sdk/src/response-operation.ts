// Remembers which operation produced a response, so `unwrap` can name it in a
// PlatformError without the caller repeating it.
const operationOf = new WeakMap<Response, string>();

export function rememberOperation(response: Response, operationId: string | undefined): void {
  if (operationId) operationOf.set(response, operationId);
}

export function operationOfResponse(response: Response): string | undefined {
  return operationOf.get(response);
}
