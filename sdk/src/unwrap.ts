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

/** The type of the envelope's `value` in an operation's success body. */
export type EnvelopeValue<R> = R extends { data?: infer D } ? ValueOf<NonNullable<D>> : never;
// Indexed access, not `infer`: the envelope's index signature would widen an inferred `value` to unknown.
type ValueOf<D> = D extends { value?: unknown } ? Exclude<D["value"], undefined> : never;

/** Resolves to the success envelope's `value`; rejects with a PlatformError for every failure. */
export async function unwrap<R extends FetchResultLike>(result: R | Promise<R>): Promise<EnvelopeValue<R>> {
  const envelope = await successEnvelope(result);
  return envelope.value as EnvelopeValue<R>;
}

/** For calls whose success carries no useful value: resolves when the envelope says success. */
export async function unwrapVoid(result: FetchResultLike | Promise<FetchResultLike>): Promise<void> {
  await successEnvelope(result);
}

async function successEnvelope(result: FetchResultLike | Promise<FetchResultLike>): Promise<Envelope> {
  let settled: FetchResultLike;
  try {
    settled = await result;
  } catch (error) {
    throw asPlatformError(error);
  }
  const { data, error, response } = settled;
  const body = response.ok ? data : error;
  const failure = failureOf({
    status: response.status,
    body,
    operationId: operationOfResponse(response),
    spanId: response.headers.get("x-app-trace-id") ?? undefined,
  });
  if (failure) throw failure;
  return body as Envelope;
}

function asPlatformError(error: unknown): unknown {
  if (error instanceof PlatformError) return error;
  // A cancellation by the caller is not a failure: React Query expects its AbortError back.
  if (error instanceof DOMException && error.name === "AbortError") return error;
  return new PlatformError({ kind: "network", cause: error });
}
