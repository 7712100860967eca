// The scenario catalogue (issue 5): operation → named examples with their
// one-line summaries, read from the bundled contract (/docs/openapi.json).

export interface ScenarioExample {
  name: string;
  summary: string;
  /** HTTP status of the response the example belongs to. */
  code: number;
}

export interface ScenarioOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  examples: ScenarioExample[];
}

const methods = ["get", "post", "put", "patch", "delete"] as const;

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Follows a local `$ref` (`#/components/...`), as the bundled contract keeps shared responses and examples. */
function resolve(root: unknown, value: unknown): Json | undefined {
  let node = asObject(value);
  for (let hops = 0; node && typeof node.$ref === "string" && hops < 8; hops += 1) {
    const ref = node.$ref;
    if (!ref.startsWith("#/")) return undefined;
    node = asObject(
      ref
        .slice(2)
        .split("/")
        .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
        .reduce<unknown>((at, part) => asObject(at)?.[part], root),
    );
  }
  return node;
}

function examplesOf(root: unknown, responses: Json): ScenarioExample[] {
  const found: ScenarioExample[] = [];
  for (const [status, response] of Object.entries(responses)) {
    const code = Number(status);
    if (!Number.isInteger(code)) continue;
    const content = asObject(resolve(root, response)?.content) ?? {};
    for (const media of Object.values(content)) {
      const examples = asObject(asObject(media)?.examples) ?? {};
      for (const [name, example] of Object.entries(examples)) {
        if (found.some((e) => e.name === name && e.code === code)) continue;
        found.push({ name, code, summary: text(resolve(root, example)?.summary) });
      }
    }
  }
  return found;
}

/** Every operation that has at least one named example, in path order. */
export function buildCatalogue(contract: unknown): ScenarioOperation[] {
  const paths = asObject(asObject(contract)?.paths) ?? {};
  const operations: ScenarioOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of methods) {
      const operation = asObject(asObject(item)?.[method]);
      const operationId = text(operation?.operationId);
      if (!operation || !operationId) continue;
      const examples = examplesOf(contract, asObject(operation.responses) ?? {});
      if (examples.length === 0) continue;
      operations.push({ operationId, method: method.toUpperCase(), path, summary: text(operation.summary), examples });
    }
  }
  return operations;
}

/** A named example's status code, so `login:selfExcluded` becomes `code=500, example=selfExcluded`. */
export function exampleCode(catalogue: ScenarioOperation[], operationId: string, example: string): number | undefined {
  const operation = catalogue.find((o) => o.operationId === operationId);
  const match = operation?.examples.find((e) => e.name === example);
  return match && (match.code < 200 || match.code >= 300) ? match.code : undefined;
}
