// Where each operation's shape comes from, read off the contract:
// `x-source` (observed | spec | assumed), `x-evidence` (for an observed one:
// the sources that show it, keys of ../shared/reference/live-evidence/sources.md
// or platform-api.md) and `x-unknown` (what is still guessed, and what would
// settle it). The README's "What the contract does not know" table is written
// from it (`npm run contract:unknowns`) and a test fails when it is stale.
// Pure (no node imports).
import { listOperations, type OpenApiDocument } from "./openapi-document.ts";

export type Source = "observed" | "spec" | "assumed";

export interface Provenance {
  operationId: string;
  method: string;
  path: string;
  source: Source;
  evidence: string[];
  unknown?: string;
  deprecated: boolean;
}

/** At most this many operations may be guessed whole (`x-source: assumed`); `npm test` fails beyond it. */
export const MAX_ASSUMED = 15;

export function provenanceOf(doc: OpenApiDocument): Provenance[] {
  return listOperations(doc).map((op) => {
    const raw = op.operation as Record<string, unknown>;
    const evidence = raw["x-evidence"];
    return {
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      source: raw["x-source"] as Source,
      evidence: Array.isArray(evidence) ? evidence.filter((e): e is string => typeof e === "string") : [],
      unknown: typeof raw["x-unknown"] === "string" ? raw["x-unknown"] : undefined,
      deprecated: raw.deprecated === true,
    };
  });
}

/** What breaks the provenance rules: each as one sentence naming the operation. */
export function provenanceProblems(doc: OpenApiDocument): string[] {
  const all = provenanceOf(doc);
  const rawEvidence = new Map(listOperations(doc).map((op) => [op.operationId, (op.operation as Record<string, unknown>)["x-evidence"]]));
  const problems: string[] = [];
  for (const p of all) {
    if (!["observed", "spec", "assumed"].includes(p.source)) problems.push(`${p.operationId}: x-source must be observed, spec or assumed`);
    const raw = rawEvidence.get(p.operationId);
    if (raw !== undefined && (!Array.isArray(raw) || raw.some((e) => typeof e !== "string" || e.trim() === ""))) problems.push(`${p.operationId}: x-evidence must be a list of non-empty strings`);
    if (p.source === "observed" && p.evidence.length === 0) problems.push(`${p.operationId}: observed, but x-evidence names no source`);
    if (p.source === "assumed" && !p.unknown) problems.push(`${p.operationId}: assumed, but x-unknown does not say what is guessed and what would settle it`);
    if (p.unknown !== undefined && p.unknown.trim().length < 20) problems.push(`${p.operationId}: x-unknown is too short to say what is guessed and what would settle it`);
  }
  const assumed = all.filter((p) => p.source === "assumed");
  if (assumed.length > MAX_ASSUMED) problems.push(`${assumed.length} operations are assumed (at most ${MAX_ASSUMED}): ${assumed.map((p) => p.operationId).join(", ")}`);
  return problems;
}

/** Counts by x-source, e.g. `{ observed: 120, spec: 10, assumed: 9 }`. */
export function sourceCounts(doc: OpenApiDocument): Record<Source, number> {
  const counts: Record<Source, number> = { observed: 0, spec: 0, assumed: 0 };
  for (const p of provenanceOf(doc)) counts[p.source] += 1;
  return counts;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/** The README's table: every operation with something still guessed, assumed ones first. */
export function unknownsTable(doc: OpenApiDocument): string {
  const order: Record<Source, number> = { assumed: 0, spec: 1, observed: 2 };
  const rows = provenanceOf(doc)
    .filter((p) => p.unknown !== undefined)
    .sort((a, b) => order[a.source] - order[b.source] || a.operationId.localeCompare(b.operationId));
  const counts = sourceCounts(doc);
  const lines = [
    `Operations by \`x-source\`: ${counts.observed} observed, ${counts.spec} spec, ${counts.assumed} assumed (of ${provenanceOf(doc).length}).`,
    "",
    "| Operation | x-source | What is guessed; what would settle it |",
    "|---|---|---|",
    ...rows.map((p) => `| \`${p.operationId}\` (${p.method} \`${p.path}\`${p.deprecated ? ", deprecated" : ""}) | ${p.source} | ${cell(p.unknown!)} |`),
  ];
  return lines.join("\n");
}

export const UNKNOWNS_START = "<!-- contract-unknowns:start (npm run contract:unknowns writes this table) -->";
export const UNKNOWNS_END = "<!-- contract-unknowns:end -->";

/** The README's section between the markers, or undefined when the markers are missing. */
export function unknownsSection(readme: string): string | undefined {
  const start = readme.indexOf(UNKNOWNS_START);
  const end = readme.indexOf(UNKNOWNS_END);
  if (start < 0 || end < start) return undefined;
  return readme.slice(start + UNKNOWNS_START.length, end).trim();
}

/** The README with the section replaced by `table`. */
export function withUnknownsTable(readme: string, table: string): string {
  const start = readme.indexOf(UNKNOWNS_START);
  const end = readme.indexOf(UNKNOWNS_END);
  if (start < 0 || end < start) throw new Error(`the README has no "${UNKNOWNS_START}" … "${UNKNOWNS_END}" section`);
  return `${readme.slice(0, start + UNKNOWNS_START.length)}\n${table}\n${readme.slice(end)}`;
}
