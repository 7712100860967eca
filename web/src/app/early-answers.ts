// "The data starts with the page": the answers the page's data starter
// (web/data-starter.ts, an inline script in every page's <head>) asked for before
// the entry script came, handed to the SDK instead of asking again. The starter
// leaves each call under its URL on the window, with the headers and credentials
// it sent; the SDK's request for that URL takes it, once, when it is the very
// same request (method, credentials and every header: the session's token, the
// language, the device). Anything else goes to the network as before: a request
// that differs (the language or the session changed since), a started call that
// failed (no answer, or an HTTP error), one asked for after STARTED_ANSWER_MS.
// Only reads are started (GETs), never a money call.
// Nothing here may import anything: the build (data-starter.ts) reads the global's name from here.

/** The window property the starter writes its calls to (read once, then deleted, by takeStartedCalls). */
export const STARTED_CALLS_GLOBAL = "__startedCalls";

/**
 * How long after the page started its calls their answers may still be handed over: as long as start-up's own
 * game-list page is (games/list/start-page.ts). Later, the app's first requests are long past; a request for the same
 * address then (a screen opened again) asks the server.
 */
export const STARTED_ANSWER_MS = 30_000;

/** One call the starter made: what it sent, and its answer (the fetch's promise). */
interface StartedCall {
  method: string;
  credentials: RequestCredentials;
  headers: Record<string, string>;
  answer: Promise<Response>;
}

/** What the starter leaves on the window: when it started (performance.now()) and its calls by absolute URL. */
export interface StartedCalls {
  at: number;
  calls: Map<string, StartedCall>;
}

function isStartedCall(value: unknown): value is StartedCall {
  if (typeof value !== "object" || value === null) return false;
  const call = value as Partial<Record<keyof StartedCall, unknown>>;
  return typeof call.method === "string" && typeof call.credentials === "string" && typeof call.headers === "object" && call.headers !== null && call.answer instanceof Promise;
}

/** The starter's calls, taken off the window (once: a second call finds none). */
export function takeStartedCalls(win: Window = window): StartedCalls | undefined {
  const holder = win as unknown as Record<string, unknown>;
  const left = holder[STARTED_CALLS_GLOBAL] as { at?: unknown; calls?: unknown } | undefined;
  delete holder[STARTED_CALLS_GLOBAL];
  if (typeof left?.at !== "number" || typeof left.calls !== "object" || left.calls === null) return undefined;
  const calls = new Map<string, StartedCall>();
  for (const [url, call] of Object.entries(left.calls)) {
    // A call whose answer nobody takes must not be an unhandled rejection.
    if (isStartedCall(call)) calls.set(url, { ...call, answer: call.answer.catch(() => Response.error()) });
  }
  return { at: left.at, calls };
}

/** Headers as sorted "name: value" lines (forEach: the build's checks know Headers without its iterators). */
function headerLines(headers: Headers): string {
  const lines: string[] = [];
  headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return lines.sort().join("\n");
}

function sameHeaders(sent: Record<string, string>, asked: Headers): boolean {
  return headerLines(new Headers(sent)) === headerLines(asked);
}

/** The started call for `request`, taken off the list whatever follows (one hand-over, never two); undefined when it is not the same request. */
function claim(started: StartedCalls, request: Request, now: number): StartedCall | undefined {
  const call = started.calls.get(request.url);
  if (!call) return undefined;
  started.calls.delete(request.url);
  if (now - started.at > STARTED_ANSWER_MS) return undefined;
  const same = call.method === request.method && call.credentials === request.credentials && sameHeaders(call.headers, request.headers);
  return same ? call : undefined;
}

/** `promise`, or the signal's reason once it aborts first (as fetch rejects for an aborted request). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/**
 * `fetchImpl` that answers a request the page started with the started call's answer (when it came: a failed one
 * is asked again, through `fetchImpl`); every other request goes to `fetchImpl`. The SDK then judges the answer as
 * any other (the envelope, the contract, a lost session).
 */
export function withStartedAnswers(fetchImpl: typeof fetch, started: StartedCalls | undefined, now: () => number = () => performance.now()): typeof fetch {
  if (!started || started.calls.size === 0) return fetchImpl;
  return (input, init) => {
    const call = input instanceof Request && init === undefined ? claim(started, input, now()) : undefined;
    if (!call || !(input instanceof Request)) return fetchImpl(input, init);
    const request = input;
    return untilAborted(call.answer, request.signal).then((answer) => (answer.ok ? answer : fetchImpl(request)));
  };
}
