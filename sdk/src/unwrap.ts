// Turns an openapi-fetch call into the envelope's `value`: the shape React
// Query's queryFn and XState's fromPromise actors want. The client's
// middleware has already judged the answer (a failure rejects with a
// PlatformError), so a resolved call is a success and only its value is read.
import { isEnvelope } from "./envelope.ts";
import { isAbortError, isTimeoutReason } from "./middleware/deadline.ts";
import { PlatformError } from "./platform-error.ts";

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
  const { data } = await settled(result);
  // The same rule as EnvelopeValue: a body shaped as the envelope gives its value.
  return (isEnvelope(data) ? data.value : data) as EnvelopeValue<R>;
}

/** For calls whose success carries no useful value: resolves when the call succeeded. */
export async function unwrapVoid(result: FetchResultLike | Promise<FetchResultLike>): Promise<void> {
  await settled(result);
}

async function settled<R extends FetchResultLike>(result: R | Promise<R>): Promise<R> {
  try {
    return await result;
  } catch (error) {
    throw asPlatformError(error);
  }
}

function asPlatformError(error: unknown): unknown {
  if (error instanceof PlatformError) return error;
  // A cancellation by the caller is not a failure: React Query expects its AbortError back.
  if (isAbortError(error)) return error;
  // A timeout is one whatever aborted it (AbortSignal.timeout() rejects with a TimeoutError).
  return new PlatformError({ kind: isTimeoutReason(error) ? "timeout" : "network", cause: error });
}
