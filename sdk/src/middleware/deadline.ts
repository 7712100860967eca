// A per-request deadline that also follows the caller's own AbortSignal, so a
// timeout can be told apart from a cancellation (React Query cancels queries).
// Built by hand rather than with AbortSignal.any, which older mobile Safari lacks.
//
// Both Requests (the one openapi-fetch built, whose signal follows the
// caller's, and the one sent, whose signal follows ours) are held here until
// `clear()`: a Request follows its signal only through a weak reference
// (undici), so an otherwise unreferenced Request could be collected and miss
// the abort. The timer and the caller's signal reach them through this object.
export class Deadline {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  private expired = false;
  private incoming: Request | undefined;
  private outgoing: Request | undefined;
  private readonly followCaller = () => this.controller.abort(this.incoming?.signal.reason);

  constructor(incoming: Request, timeoutMs: number) {
    this.incoming = incoming;
    this.signal = this.controller.signal;
    if (incoming.signal.aborted) this.followCaller();
    else incoming.signal.addEventListener("abort", this.followCaller, { once: true });
    if (timeoutMs > 0 && Number.isFinite(timeoutMs)) {
      this.timer = setTimeout(() => {
        this.expired = true;
        this.controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError"));
      }, timeoutMs);
    }
  }

  /** Remembers the Request sent with this deadline's signal (see above) and returns it. */
  attach(outgoing: Request): Request {
    this.outgoing = outgoing;
    return outgoing;
  }

  get timedOut(): boolean {
    return this.expired;
  }

  get cancelledByCaller(): boolean {
    return !this.expired && this.signal.aborted;
  }

  clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.incoming?.signal.removeEventListener("abort", this.followCaller);
    this.incoming = undefined;
    this.outgoing = undefined;
  }
}

/**
 * A timeout, whoever set it: this deadline, the caller's `AbortSignal.timeout()`, or any
 * abort whose reason is a `TimeoutError` (undici and browsers reject fetch with the reason).
 */
export function isTimeoutReason(reason: unknown): boolean {
  return (reason as { name?: unknown } | null | undefined)?.name === "TimeoutError";
}

/** A cancellation as fetch reports it: a DOMException (or any error) named `AbortError`. */
export function isAbortError(error: unknown): error is Error {
  return error instanceof Error && error.name === "AbortError";
}
