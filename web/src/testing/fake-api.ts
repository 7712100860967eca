// The fetch injected into the app in tests: answers only the calls a test
// declares and records every request. Anything else is "unhandled" and fails
// the test (testing/setup.ts), like bulletproof-react's MSW setup.

export type Handler = (request: Request) => Response | Promise<Response>;

/** "GET /wps/member/info" → a handler, or a body answered as 200 JSON. */
export type Handlers = Record<string, Handler | object>;

export interface FakeApi {
  fetch: typeof fetch;
  requests: Request[];
  /** Requests to `METHOD /path` so far. */
  calls: (route: string) => Request[];
}

export const unhandledRequests: string[] = [];

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** Whether a request's URL, headers or body contain `secret` in clear. */
export async function carriesInClear(request: Request, secret: string): Promise<boolean> {
  const headers = [...request.headers.entries()].map(([name, value]) => `${name}: ${value}`).join("\n");
  const body = await request.clone().text();
  return [request.url, headers, body].some((part) => part.includes(secret));
}

/**
 * A handler that answers its calls in turn: the first call with the first
 * answer, the second with the second…, and every call after the last with the
 * last. An answer is a handler or a body answered as 200 JSON, as in Handlers.
 */
export function inTurn(...answers: [Handler | object, ...(Handler | object)[]]): Handler {
  let calls = 0;
  return (request) => {
    const answer = answers[Math.min(calls, answers.length - 1)] as Handler | object;
    calls += 1;
    return typeof answer === "function" ? (answer as Handler)(request) : json(answer);
  };
}

export function createFakeApi(handlers: Handlers): FakeApi {
  const requests: Request[] = [];
  const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request && init === undefined ? input : new Request(new URL(String(input instanceof Request ? input.url : input), window.location.href), init);
    requests.push(request);
    const handler = handlers[routeOf(request)];
    if (handler === undefined) {
      unhandledRequests.push(routeOf(request));
      return json({ success: false, errorCode: "unhandled.in.test", message: `unhandled ${routeOf(request)}` }, { status: 501 });
    }
    const response = await inTurn(handler)(request);
    // Like a real fetch: a request cancelled before its answer arrived rejects with the abort.
    if (request.signal.aborted) throw request.signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
    return response;
  }) as typeof fetch;
  return {
    fetch: fetchImpl,
    requests,
    calls: (route) => requests.filter((request) => routeOf(request) === route),
  };
}
