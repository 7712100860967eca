// The client's one middleware: request headers and deadline on the way out;
// on the way back the `x-app-trace-id` -> `spanId` copy (reference §1.2) and
// the one judgement of the answer. Every failure (transport, envelope, body)
// leaves here as a PlatformError, `onUnauthorized` hears of a lost session,
// and a call that resolves always carries a success. `unwrap` only reads it.
import type { Middleware } from "openapi-fetch";
import type { PlatformClientOptions } from "../client-options.ts";
import { failureOf } from "../envelope.ts";
import { operationFor } from "../operations.ts";
import { PlatformError } from "../platform-error.ts";
import { Deadline } from "./deadline.ts";
import { platformHeaders } from "./request-headers.ts";

export const DEFAULT_TIMEOUT_MS = 15_000;
const TRACE_HEADER = "x-app-trace-id";

export function platformMiddleware(options: PlatformClientOptions): Middleware {
  const deadlines = new Map<string, Deadline>();
  const takeDeadline = (id: string) => {
    const deadline = deadlines.get(id);
    deadlines.delete(id);
    return deadline;
  };

  return {
    onRequest({ request, schemaPath, id }) {
      const operation = operationFor(request.method, schemaPath);
      const deadline = new Deadline(request, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      deadlines.set(id, deadline);
      return deadline.attach(new Request(request, { headers: platformHeaders(request.headers, operation, options), signal: deadline.signal }));
    },

    async onResponse({ request, response, schemaPath, id, options: call }) {
      const deadline = takeDeadline(id);
      const operation = operationFor(request.method, schemaPath);
      const operationId = operation?.operationId;
      try {
        // A success of an operation without the envelope (/lgw, the RSA key's text) passes as it is.
        const expectsEnvelope = call.parseAs === "json" && (operation?.envelope ?? true);
        if (response.ok && !expectsEnvelope) return undefined;
        const text = await response.text();
        const spanId = response.headers.get(TRACE_HEADER) ?? undefined;
        const parsed = parseBody(text);
        const body = spanId && isRecord(parsed) ? { ...parsed, spanId } : parsed;
        const failure = failureOf({ status: response.status, body, operationId, spanId });
        if (failure) {
          if (failure.kind === "unauthorized") options.onUnauthorized?.(failure);
          throw failure;
        }
        return rebuild(response, body === parsed ? text : JSON.stringify(body));
      } catch (error) {
        throw transportFailure(error, deadline, operationId) ?? error;
      } finally {
        deadline?.clear();
      }
    },

    onError({ request, schemaPath, id, error }) {
      const deadline = takeDeadline(id);
      deadline?.clear();
      return transportFailure(error, deadline, operationFor(request.method, schemaPath)?.operationId);
    },
  };
}

/** The PlatformError for a thrown transport error; undefined when the caller cancelled (rethrown as is). */
function transportFailure(error: unknown, deadline: Deadline | undefined, operationId: string | undefined): PlatformError | undefined {
  if (error instanceof PlatformError) return error;
  if (deadline?.timedOut) return new PlatformError({ kind: "timeout", operationId, cause: error });
  if (deadline?.cancelledByCaller) return undefined;
  return new PlatformError({ kind: "network", operationId, cause: error });
}

function parseBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rebuild(response: Response, text: string): Response {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}
