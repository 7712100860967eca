// The client's one middleware: request headers and deadline on the way out;
// on the way back the `x-app-trace-id` -> `spanId` copy (reference §1.2) and
// the one judgement of the answer. Every failure (transport, envelope, body)
// leaves here as a PlatformError, `onUnauthorized` hears of a lost session,
// and a call that resolves always carries a success. `unwrap` only reads it.
import type { Middleware } from "openapi-fetch";
import type { PlatformClientOptions } from "../client-options.ts";
import { failureOf } from "../envelope.ts";
import { operationFlags } from "../generated/operation-flags.ts";
import type { OperationId } from "../generated/operations.ts";
import { PlatformError } from "../platform-error.ts";
import { Deadline, isAbortError, isTimeoutReason } from "./deadline.ts";
import { platformHeaders } from "./request-headers.ts";

export const DEFAULT_TIMEOUT_MS = 15_000;
const TRACE_HEADER = "x-app-trace-id";

/**
 * The operationId of `METHOD /path`. The ids table is a chunk of its own, loaded the first
 * time a failure is named or a mock scenario asked for: a client whose calls succeed never
 * carries it (the main entry stays within 6 kB gzip, tests/sdk-size.test.ts).
 */
async function operationIdOf(method: string, schemaPath: string): Promise<OperationId | undefined> {
  const { operationFor } = await import("../operations.ts");
  return operationFor(method, schemaPath)?.operationId;
}

export function platformMiddleware(options: PlatformClientOptions): Middleware {
  const deadlines = new Map<string, Deadline>();
  const takeDeadline = (id: string) => {
    const deadline = deadlines.get(id);
    deadlines.delete(id);
    return deadline;
  };

  return {
    async onRequest({ request, schemaPath, id }) {
      const operation = operationFlags(request.method, schemaPath);
      const { getScenario } = options;
      const operationId = getScenario && !request.headers.has("Prefer") ? await operationIdOf(request.method, schemaPath) : undefined;
      const scenario = operationId && getScenario ? getScenario(operationId) : undefined;
      const deadline = new Deadline(request, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      deadlines.set(id, deadline);
      return deadline.attach(new Request(request, { headers: platformHeaders(request.headers, operation, options, scenario), signal: deadline.signal }));
    },

    async onResponse({ request, response, schemaPath, id, options: call }) {
      const deadline = takeDeadline(id);
      const operation = operationFlags(request.method, schemaPath);
      const operationIdNow = () => operationIdOf(request.method, schemaPath);
      try {
        const expectsJson = call.parseAs === "json";
        const expectsEnvelope = expectsJson && operation.envelope;
        // With `validate`, every JSON success of the contract's operations is read and checked;
        // otherwise a success of an operation without the envelope (/lgw, the RSA key's text) passes as it is.
        const check = response.ok && expectsJson ? options.validate : undefined;
        if (response.ok && !expectsEnvelope && !check) return undefined;
        const text = await response.text();
        const spanId = response.headers.get(TRACE_HEADER) ?? undefined;
        const parsed = parseBody(text);
        const body = spanId && isRecord(parsed) ? { ...parsed, spanId } : parsed;
        const status = response.status;
        const violations = check?.({ method: request.method, path: schemaPath, status, body: parsed });
        const facts = { status, body, spanId, envelope: expectsEnvelope, violations };
        // Judged first without the id; a failure is then named after its operation.
        const failure = failureOf(facts) && failureOf({ ...facts, operationId: await operationIdNow() });
        if (failure) {
          if (failure.kind === "unauthorized") options.onUnauthorized?.(failure);
          throw failure;
        }
        return rebuild(response, body === parsed ? text : JSON.stringify(body));
      } catch (error) {
        throw await transportFailure(error, deadline, operationIdNow);
      } finally {
        deadline?.clear();
      }
    },

    async onError({ request, schemaPath, id, error }) {
      const deadline = takeDeadline(id);
      deadline?.clear();
      return transportFailure(error, deadline, () => operationIdOf(request.method, schemaPath));
    },
  };
}

/**
 * The PlatformError for a thrown transport error; a cancellation by the caller, whatever reason it
 * was given (`controller.abort("left")` rejects fetch with that reason itself), is an `AbortError`.
 */
async function transportFailure(error: unknown, deadline: Deadline | undefined, operationId: () => Promise<string | undefined>): Promise<Error> {
  if (error instanceof PlatformError) return error;
  // A timeout whoever set it: this deadline or the caller (AbortSignal.timeout()); any other abort of the caller's
  // is a cancellation.
  const timeout = isTimeoutReason(deadline?.signal.reason ?? error);
  if (deadline?.cancelledByCaller && !timeout) return isAbortError(error) ? error : new DOMException("The call was cancelled", "AbortError");
  return new PlatformError({ kind: timeout ? "timeout" : "network", operationId: await operationId(), cause: error });
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
