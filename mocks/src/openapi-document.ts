// The few parts of an OpenAPI 3.1 document the mock tools read, and a walk
// over its operations. Pure (no node imports) so a browser can reuse it.

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Reference {
  $ref: string;
}

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface MediaTypeObject {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
  headers?: Record<string, unknown>;
}

export interface ParameterObject {
  name: string;
  in: "query" | "header" | "path" | "cookie";
  required?: boolean;
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
}

interface RequestBodyObject {
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

type SecurityRequirement = Record<string, string[]>;

interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: (ParameterObject | Reference)[];
  requestBody?: RequestBodyObject | Reference;
  responses?: Record<string, ResponseObject | Reference>;
  security?: SecurityRequirement[];
}

type PathItemObject = { parameters?: (ParameterObject | Reference)[] } & Partial<Record<HttpMethod, OperationObject>>;

export interface SecuritySchemeObject {
  type: string;
  in?: "query" | "header" | "cookie";
  name?: string;
  scheme?: string;
}

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, PathItemObject | Reference>;
  security?: SecurityRequirement[];
  components?: {
    securitySchemes?: Record<string, SecuritySchemeObject | Reference>;
    [section: string]: unknown;
  };
}

/** One operation with its references resolved one level (parameters, body, responses). */
export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  operation: OperationObject;
  parameters: ParameterObject[];
  requestBody: RequestBodyObject | undefined;
  responses: Record<string, ResponseObject>;
  /** The operation's own security, else the document's. */
  security: SecurityRequirement[];
}

function isReference(value: unknown): value is Reference {
  return typeof value === "object" && value !== null && typeof (value as Reference).$ref === "string";
}

/** Follows local `#/...` references (chains included) to the object they name. */
export function resolve<T>(doc: OpenApiDocument, value: T | Reference): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (isReference(current)) {
    const ref = current.$ref;
    if (!ref.startsWith("#/")) throw new Error(`only local references are supported, got ${ref}`);
    if (seen.has(ref)) throw new Error(`circular reference ${ref}`);
    seen.add(ref);
    current = pointerGet(doc, ref.slice(1));
    if (current === undefined) throw new Error(`unresolved reference ${ref}`);
  }
  return current as T;
}

/** Reads a JSON pointer ("/paths/~1wps~1x/get") in a value. */
export function pointerGet(root: unknown, pointer: string): unknown {
  if (pointer === "") return root;
  let current: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    if (typeof current !== "object" || current === null) return undefined;
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Every operation of the document, in path order then method order. */
export function listOperations(doc: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, itemOrRef] of Object.entries(doc.paths ?? {})) {
    const item = resolve<PathItemObject>(doc, itemOrRef);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        operationId: operation.operationId ?? `${method} ${path}`,
        method,
        path,
        summary: operation.summary ?? "",
        operation,
        parameters: mergeParameters(doc, item.parameters ?? [], operation.parameters ?? []),
        requestBody: operation.requestBody ? resolve(doc, operation.requestBody) : undefined,
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, response]) => [status, resolve<ResponseObject>(doc, response)]),
        ),
        security: operation.security ?? doc.security ?? [],
      });
    }
  }
  return operations;
}

// An operation's parameter overrides a path-level one with the same name and location.
function mergeParameters(
  doc: OpenApiDocument,
  pathLevel: (ParameterObject | Reference)[],
  operationLevel: (ParameterObject | Reference)[],
): ParameterObject[] {
  const merged = new Map<string, ParameterObject>();
  for (const parameter of [...pathLevel, ...operationLevel].map((p) => resolve<ParameterObject>(doc, p))) {
    merged.set(`${parameter.in}:${parameter.name.toLowerCase()}`, parameter);
  }
  return [...merged.values()];
}

/** The named examples of a media type, resolved, in document order. */
export function namedExamples(doc: OpenApiDocument, media: MediaTypeObject): [string, ExampleObject][] {
  return Object.entries(media.examples ?? {}).map(([name, example]) => [name, resolve<ExampleObject>(doc, example)]);
}

/** Whether the status key is a concrete code Prism can be asked for with `Prefer: code=`. */
export function isConcreteStatus(status: string): boolean {
  return /^[1-5]\d\d$/.test(status);
}
