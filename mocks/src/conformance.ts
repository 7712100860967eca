// Calls each operation of the contract on a server with a request built from
// the contract's examples and checks every answer against the contract,
// error statuses included. Write operations are called only when allowed.
import { exampleRequest, type Credentials } from "./example-requests.ts";
import { listOperations, type ContractOperation, type HttpMethod, type OpenApiDocument } from "./openapi-document.ts";
import { createResponseValidator, type Violation } from "./response-validator.ts";

export interface Finding {
  location: Violation["location"] | "headers" | "request" | "connection";
  pointer: string;
  message: string;
}

export interface OperationResult {
  operationId: string;
  method: HttpMethod;
  path: string;
  outcome: "pass" | "fail" | "skipped";
  status?: number;
  findings: Finding[];
  /** Context that is not a violation, e.g. why a call was skipped or sent without a session. */
  notes: string[];
}

export interface ConformanceOptions {
  doc: OpenApiDocument;
  /** Where the calls go: the server itself or a Prism proxy in front of it. */
  baseUrl: string;
  credentials?: Credentials;
  allowWrites?: boolean;
  /** Only these operationIds. */
  only?: string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export async function runConformance(options: ConformanceOptions): Promise<OperationResult[]> {
  const { doc, baseUrl, credentials = {}, allowWrites = false, only, timeoutMs = 15_000 } = options;
  const fetchFn = options.fetch ?? fetch;
  const validator = createResponseValidator(doc);
  // Calls that end the session (`x-ends-session`, logout) go last, so the token holds for every other call.
  const endsSession = (op: ContractOperation) => (op.operation as Record<string, unknown>)["x-ends-session"] === true;
  const operations = listOperations(doc)
    .filter((op) => !only || only.includes(op.operationId))
    .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
  const results: OperationResult[] = [];
  // One call at a time: this may run against a live backend.
  for (const op of operations) {
    const result: OperationResult = { operationId: op.operationId, method: op.method, path: op.path, outcome: "pass", findings: [], notes: [] };
    results.push(result);
    let request;
    try {
      request = exampleRequest(doc, op, credentials);
    } catch (error) {
      result.findings.push({ location: "request", pointer: "", message: `cannot build a request from the contract: ${(error as Error).message}` });
      result.outcome = "fail";
      continue;
    }
    if (!request.readOnly && !allowWrites) {
      result.outcome = "skipped";
      result.notes.push("write operation: pass --allow-writes to call it");
      continue;
    }
    if (request.missingCredentials.length > 0) result.notes.push(`sent without ${request.missingCredentials.join(", ")} (no credential given)`);
    let response: Response;
    let body: string;
    try {
      response = await fetchFn(`${baseUrl.replace(/\/+$/, "")}${request.url}`, {
        method: request.method.toUpperCase(),
        headers: request.headers,
        body: request.body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      result.findings.push({ location: "connection", pointer: "", message: `no answer: ${describeFetchError(error)}` });
      result.outcome = "fail";
      continue;
    }
    result.status = response.status;
    result.findings.push(...validator.validate(op.operationId, { status: response.status, contentType: response.headers.get("content-type"), body }));
    const prism = prismViolations(response.headers.get("sl-violations"));
    result.findings.push(...prism.responseHeaders);
    // Prism's 401 note repeats the missing credential already noted above.
    result.notes.push(...prism.request.filter((v) => !(v.code === 401 && request.missingCredentials.length > 0)).map((v) => v.text));
    if (result.findings.length > 0) result.outcome = "fail";
  }
  return results;
}

interface PrismViolation {
  location?: string[];
  severity?: string;
  code?: string | number;
  message?: string;
}

/**
 * Prism's own findings, sent in the `sl-violations` header when the calls go
 * through its proxy. Body findings are ours already; response-header findings
 * are added; request findings are notes (they describe our call, not the server).
 */
export function prismViolations(header: string | null): { responseHeaders: Finding[]; request: { code: string | number | undefined; text: string }[] } {
  const found = { responseHeaders: [] as Finding[], request: [] as { code: string | number | undefined; text: string }[] };
  if (!header) return found;
  let list: PrismViolation[];
  try {
    list = JSON.parse(header) as PrismViolation[];
  } catch {
    return found;
  }
  for (const violation of Array.isArray(list) ? list : []) {
    const [side, part, ...rest] = violation.location ?? [];
    if (side === "request") found.request.push({ code: violation.code, text: `Prism: request${part ? ` ${part}` : ""}: ${violation.message ?? "invalid"}` });
    else if (side === "response" && part === "headers" && violation.severity === "Error") {
      found.responseHeaders.push({ location: "headers", pointer: rest.join("/"), message: violation.message ?? "invalid header" });
    }
  }
  return found;
}

export function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `${cause.code}${cause.message ? ` (${cause.message})` : ""}`;
  if ((error as Error).name === "TimeoutError") return "timed out";
  return (error as Error).message;
}

export function conformanceFailed(results: OperationResult[]): boolean {
  return results.some((r) => r.outcome === "fail");
}
