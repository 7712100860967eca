// The scenario catalogue: for each operation of the contract, the named
// examples Prism can serve and the `Prefer` header that asks for each, and
// the `?mock=` syntax that chooses them. Pure (it takes the parsed contract,
// no node imports): the one module both the mock CLI and the web app's
// scenario panel use (the web imports it as `@platform/mocks/scenarios`).
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

/** One entry of a `?mock=` value: `operationId:choice`, split and trimmed. */
function scenarioEntries(param: string): { entry: string; operationId: string; choice: string }[] {
  return param
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf(":");
      return { entry, operationId: separator < 0 ? entry : entry.slice(0, separator), choice: separator < 0 ? "" : entry.slice(separator + 1).trim() };
    });
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
  for (const { entry, operationId, choice } of scenarioEntries(param)) {
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

/** A scenario chosen for one operation: a named example (with its status when not the default one), or a status alone. */
export type ScenarioChoice = { example: string; code?: number } | { code: number; example?: undefined };

export type ScenarioChoices = Record<string, ScenarioChoice>;

const OPERATION_ID = /^[A-Za-z_][\w-]*$/;
const EXAMPLE_NAME = /^[\w.-]+$/;

/**
 * Reads a `?mock=` value without a catalogue, as the browser does before it
 * has the contract: well-formed `operationId:example` and
 * `operationId:code=N` entries; malformed ones are skipped.
 */
export function readScenarioChoices(param: string | null): ScenarioChoices {
  const choices: ScenarioChoices = {};
  for (const { operationId, choice } of scenarioEntries(param ?? "")) {
    if (!OPERATION_ID.test(operationId) || !choice) continue;
    const code = /^code=(\d{3})$/.exec(choice);
    if (code) choices[operationId] = { code: Number(code[1]) };
    else if (EXAMPLE_NAME.test(choice)) choices[operationId] = { example: choice };
  }
  return choices;
}

/** The `?mock=` value of some choices (the inverse of readScenarioChoices). */
export function formatScenarioChoices(choices: ScenarioChoices): string {
  return Object.entries(choices)
    .map(([operationId, choice]) => `${operationId}:${choice.example === undefined ? `code=${choice.code}` : choice.example}`)
    .join(",");
}

/** The `Prefer` header of a choice: `example=NAME`, `code=401` or `code=500, example=NAME`. */
export function choicePrefer(choice: ScenarioChoice): string {
  return preferHeader(choice.code === undefined ? undefined : String(choice.code), choice.example);
}

/** The status of a named example when it is not the operation's default status (Prism then needs `code=`). */
export function exampleCode(catalogue: ScenarioCatalogue, operationId: string, example: string): number | undefined {
  const operation = catalogue.find((op) => op.operationId === operationId);
  const scenario = operation?.responses.flatMap((r) => r.scenarios).find((s) => s.name === example);
  return scenario && scenario.status !== operation?.defaultStatus ? Number(scenario.status) : undefined;
}

/** A `?mock=` example the catalogue does not have for its operation: refused, with the names it does have. */
export interface RefusedScenario {
  operationId: string;
  example: string;
  /** The operation's example names (none when the catalogue has no such operation). */
  validExamples: string[];
}

/**
 * Checks choices read from `?mock=` against the catalogue: a named example
 * of the operation is kept, with the status it needs when not the default
 * one; a name the operation does not have is refused with the valid ones,
 * never sent for Prism to answer 404 and the screen to show "System error".
 */
export function checkScenarioChoices(catalogue: ScenarioCatalogue, choices: ScenarioChoices): { choices: ScenarioChoices; refused: RefusedScenario[] } {
  const kept: ScenarioChoices = {};
  const refused: RefusedScenario[] = [];
  for (const [operationId, choice] of Object.entries(choices)) {
    if (choice.example === undefined) {
      kept[operationId] = choice;
      continue;
    }
    const operation = catalogue.find((op) => op.operationId === operationId);
    const validExamples = [...new Set(operation ? operationExamples(operation).map((s) => s.name) : [])];
    if (!validExamples.includes(choice.example)) {
      refused.push({ operationId, example: choice.example, validExamples });
      continue;
    }
    const code = exampleCode(catalogue, operationId, choice.example);
    kept[operationId] = code === undefined ? { example: choice.example } : { example: choice.example, code };
  }
  return { choices: kept, refused };
}

/** An operation's named examples once each (an example offered in several media types is listed once). */
export function operationExamples(operation: OperationScenarios): Scenario[] {
  const seen = new Set<string>();
  return operation.responses
    .flatMap((r) => r.scenarios)
    .filter((s) => {
      const key = `${s.status} ${s.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
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
