import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "./openapi-document.ts";
import { MAX_ASSUMED, provenanceProblems, sourceCounts, unknownsSection, unknownsTable, withUnknownsTable, UNKNOWNS_END, UNKNOWNS_START } from "./provenance.ts";

const op = (operationId: string, extra: Record<string, unknown>) => ({ operationId, summary: operationId, responses: {}, ...extra });
const docOf = (ops: Record<string, unknown>[]): OpenApiDocument => ({
  openapi: "3.1.0",
  paths: Object.fromEntries(ops.map((o, i) => [`/wps/p${i}`, { get: o }])),
});

describe("the contract's provenance rules", () => {
  it("accept an observed operation with its evidence and an assumed one that says what would settle it", () => {
    const doc = docOf([
      op("seen", { "x-source": "observed", "x-evidence": ["MC ii9W: GET /wps/p0"] }),
      op("guessed", { "x-source": "assumed", "x-unknown": "the whole answer; settled by a recorded answer" }),
      op("specified", { "x-source": "spec" }),
    ]);
    expect(provenanceProblems(doc)).toEqual([]);
    expect(sourceCounts(doc)).toEqual({ observed: 1, spec: 1, assumed: 1 });
  });

  it("refuse an observed operation without evidence, an assumed one without x-unknown, and evidence that is not a list of strings", () => {
    const doc = docOf([
      op("seen", { "x-source": "observed" }),
      op("guessed", { "x-source": "assumed" }),
      op("odd", { "x-source": "observed", "x-evidence": "MC" }),
      op("vague", { "x-source": "observed", "x-evidence": ["S1"], "x-unknown": "fields" }),
    ]);
    expect(provenanceProblems(doc)).toEqual([
      "seen: observed, but x-evidence names no source",
      "guessed: assumed, but x-unknown does not say what is guessed and what would settle it",
      "odd: x-evidence must be a list of non-empty strings",
      "odd: observed, but x-evidence names no source",
      "vague: x-unknown is too short to say what is guessed and what would settle it",
    ]);
  });

  it(`refuse more than ${MAX_ASSUMED} assumed operations`, () => {
    const doc = docOf(Array.from({ length: MAX_ASSUMED + 1 }, (_, i) => op(`g${i}`, { "x-source": "assumed", "x-unknown": "the whole answer; settled by a recorded answer" })));
    expect(provenanceProblems(doc).at(-1)).toMatch(new RegExp(`^${MAX_ASSUMED + 1} operations are assumed \\(at most ${MAX_ASSUMED}\\)`));
  });

  it("write a table of every operation with something guessed, assumed first, and put it between the README's markers", () => {
    const doc = docOf([
      op("seenPart", { "x-source": "observed", "x-evidence": ["MC"], "x-unknown": "row fields | beyond id; settled by the page chunk" }),
      op("guessed", { "x-source": "assumed", "x-unknown": "the whole answer; settled by a recorded answer", deprecated: true }),
      op("known", { "x-source": "observed", "x-evidence": ["MC"] }),
    ]);
    const table = unknownsTable(doc);
    expect(table.split("\n")).toEqual([
      "Operations by `x-source`: 2 observed, 0 spec, 1 assumed (of 3).",
      "",
      "| Operation | x-source | What is guessed; what would settle it |",
      "|---|---|---|",
      "| `guessed` (GET `/wps/p1`, deprecated) | assumed | the whole answer; settled by a recorded answer |",
      "| `seenPart` (GET `/wps/p0`) | observed | row fields \\| beyond id; settled by the page chunk |",
    ]);
    const readme = `# R\n\n${UNKNOWNS_START}\nold\n${UNKNOWNS_END}\n\nafter\n`;
    const written = withUnknownsTable(readme, table);
    expect(unknownsSection(written)).toBe(table);
    expect(written.endsWith(`${UNKNOWNS_END}\n\nafter\n`)).toBe(true);
    expect(unknownsSection("# no markers")).toBeUndefined();
  });
});
