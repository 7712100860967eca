// The scenario catalogue: for each operation of the contract, the named
// examples Prism can serve and the `Prefer` header that asks for each. Pure
// (it takes the parsed contract, no node imports) so the web app's scenario
// panel can build the same list in the browser.
import { isConcreteStatus, listOperations, namedExamples, type HttpMethod, type OpenApiDocument } from "./openapi-document.ts";

export interface Scenario {
  operationId: string;
  /** Example name, as in `Prefer: example=NAME`. */
  name: string;
  /** One line saying what the example shows. */
  summary: string;
  status: string;
  mediaType: string;
  /** What Prism serves when no `Prefer` header is sent. */
  isDefault: boolean;
  /** The `Prefer` header value that selects this example. */
  prefer: string;
}

export interface ResponseScenarios {
  status: string;
  mediaType: string;
  scenarios: Scenario[];
}

export interface OperationScenarios {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** Every concrete status the operation declares, examples or not. */
  statuses: string[];
  /** The status Prism answers with when none is asked for. */
  defaultStatus: string | undefined;
  responses: ResponseScenarios[];
}

export type ScenarioCatalogue = OperationScenarios[];

export function scenarioCatalogue(doc: OpenApiDocument): ScenarioCatalogue {
  return listOperations(doc).map((op) => {
    const statuses = Object.keys(op.responses).filter(isConcreteStatus).sort();
    const defaultStatus = statuses.find((s) => s.startsWith("2")) ?? statuses[0];
    const responses: ResponseScenarios[] = [];
    for (const status of statuses) {
      const content = Object.entries(op.responses[status]?.content ?? {});
      content.forEach(([mediaType, media], mediaIndex) => {
        const scenarios = namedExamples(doc, media).map(([name, example], exampleIndex): Scenario => {
          const isDefault = status === defaultStatus && mediaIndex === 0 && exampleIndex === 0;
          return {
            operationId: op.operationId,
            name,
            summary: oneLine(example.summary ?? example.description ?? ""),
            status,
            mediaType,
            isDefault,
            prefer: preferHeader(status === defaultStatus ? undefined : status, name),
          };
        });
        if (scenarios.length > 0) responses.push({ status, mediaType, scenarios });
      });
    }
    return { operationId: op.operationId, method: op.method, path: op.path, summary: op.summary, statuses, defaultStatus, responses };
  });
}

/**
 * The `Prefer` header Prism reads (TOOLCHAIN.md): `example=NAME` picks among
 * the default status's examples; another status needs `code=` as well.
 */
export function preferHeader(status: string | undefined, exampleName: string | undefined): string {
  return [status ? `code=${status}` : undefined, exampleName ? `example=${exampleName}` : undefined].filter(Boolean).join(", ");
}

export function allScenarios(catalogue: ScenarioCatalogue): Scenario[] {
  return catalogue.flatMap((op) => op.responses.flatMap((r) => r.scenarios));
}

export interface ScenarioSelection {
  operationId: string;
  /** The `Prefer` header value to send on this operation. */
  prefer: string;
}

export interface ParsedScenarioParam {
  selections: ScenarioSelection[];
  /** Entries that name no operation or no example of it, in words for QA. */
  errors: string[];
}

/**
 * Reads `getSystemStatus:maintenance,getMemberInfo:code=401` (the `?mock=` URL
 * parameter, same syntax as the web app's): each entry is `operationId:EXAMPLE`
 * or `operationId:code=STATUS` (bare `STATUS` also accepted), and names an
 * example or status the operation declares. A later entry for the same
 * operation wins.
 */
export function parseScenarioParam(param: string, catalogue: ScenarioCatalogue): ParsedScenarioParam {
  const chosen = new Map<string, ScenarioSelection>();
  const errors: string[] = [];
  for (const entry of param.split(",").map((e) => e.trim()).filter(Boolean)) {
    const separator = entry.indexOf(":");
    const operationId = separator < 0 ? entry : entry.slice(0, separator);
    const choice = separator < 0 ? "" : entry.slice(separator + 1).trim();
    const operation = catalogue.find((op) => op.operationId === operationId);
    if (!operation) {
      errors.push(`${entry}: no operation "${operationId}"`);
      continue;
    }
    const prefer = preferFor(operation, choice);
    if (prefer === undefined) errors.push(`${entry}: ${operationId} has no example or status "${choice}"`);
    else chosen.set(operationId, { operationId, prefer });
  }
  return { selections: [...chosen.values()], errors };
}

function preferFor(operation: OperationScenarios, choice: string): string | undefined {
  const scenarios = operation.responses.flatMap((r) => r.scenarios);
  const byName = scenarios.find((s) => s.name === choice);
  if (byName) return byName.prefer;
  const status = choice.replace(/^code=/, "");
  if (isConcreteStatus(status)) {
    return operation.statuses.includes(status) ? preferHeader(status, undefined) : undefined;
  }
  return undefined;
}

function oneLine(text: string): string {
  return text.split("\n")[0]?.trim() ?? "";
}
