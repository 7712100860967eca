// Turns openapi-fetch's `{ data, error, response }` into the envelope's
// `value` or a thrown PlatformError: the shape React Query's queryFn and
// XState's fromPromise actors want.
import { failureOf, type Envelope } from "./envelope.ts";
import { PlatformError } from "./platform-error.ts";
import { operationOfResponse } from "./response-operation.ts";

export interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * What `unwrap` resolves to: the envelope's `value` for a /wps call, the whole
 * body for an operation that answers without the envelope (the /lgw gateway).
 */
export type EnvelopeValue<R> = R extends { data?: infer D } ? ValueOf<NonNullable<D>> : never;
// Indexed access, not `infer`: the envelope's index signature would widen an inferred `value` to unknown.
type ValueOf<D> = D extends { success: boolean } ? (D extends { value?: unknown } ? Exclude<D["value"], undefined> : undefined) : D;

/**
 * Resolves to the success envelope's `value` (or, for an operation without
 * the envelope, the body); rejects with a PlatformError for every failure.
 */
export async function unwrap<R extends FetchResultLike>(result: R | Promise<R>): Promise<EnvelopeValue<R>> {
  const success = await successBody(result);
  return (success.envelope ? success.body.value : success.body) as EnvelopeValue<R>;
}

/** For calls whose success carries no useful value: resolves when the call succeeded. */
export async function unwrapVoid(result: FetchResultLike | Promise<FetchResultLike>): Promise<void> {
  await successBody(result);
}

type Success = { envelope: true; body: Envelope } | { envelope: false; body: unknown };

async function successBody(result: FetchResultLike | Promise<FetchResultLike>): Promise<Success> {
  let settled: FetchResultLike;
  try {
    settled = await result;
  } catch (error) {
    throw asPlatformError(error);
  }
  const { data, error, response } = settled;
  const operation = operationOfResponse(response);
  // The middleware already checked a success without the envelope (/lgw, the RSA key).
  if (response.ok && operation?.envelope === false) return { envelope: false, body: data };
  const body = response.ok ? data : error;
  const failure = failureOf({
    status: response.status,
    body,
    operationId: operation?.operationId,
    spanId: response.headers.get("x-app-trace-id") ?? undefined,
  });
  if (failure) throw failure;
  return { envelope: true, body: body as Envelope };
}

function asPlatformError(error: unknown): unknown {
  if (error instanceof PlatformError) return error;
  // A cancellation by the caller is not a failure: React Query expects its AbortError back.
  if (error instanceof DOMException && error.name === "AbortError") return error;
  return new PlatformError({ kind: "network", cause: error });
}
