import { isPlatformError, type PlatformError } from "../platform-error.ts";
// A fetch to inject into the client in tests, instead of patching the global
// (as openapi-fetch's own tests do): it records each request and answers
// through a handler.
export type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: Request[];
  last(): Request;
}

export function fakeFetch(handler: Handler): FakeFetch {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    requests.push(request);
    return handler(request);
  }) as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error("no request was sent");
      return request;
    },
  };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** Never answers; rejects like a real fetch when the request's signal aborts (or already has). */
export function hanging(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    else request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
  });
}

export const BASE_URL = "http://platform.test";
export const MODULUS =
  "ba9d3cf5ceed07e9c51dacdd21d1a5ff25a169fae12625789f7b4e644510a02b85e8e486783f0190bbb30bed23b71092d684280970b492c9939d30cdfd93381b3100bc971a76d634d73ab04089c3181f22e0e4c02abffdd15c4916c5baa20fad2358450fe1849cb8d9e04fe898a61f3f461bdca5de8805442490323cdbc17317";

/** What a call that should fail rejected with: a PlatformError, or this throws. */
export async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}
