// `npm run contract:unknowns [-- --check]`: writes the root README's "What the
// contract does not know" table from the contract's `x-source`, `x-evidence` and
// `x-unknown` (provenance.ts), after bundling openapi/. `--check` writes nothing
// and exits 1 when the README's table is stale or an operation breaks the
// provenance rules (an observed one without evidence, an assumed one without
// `x-unknown`, more than MAX_ASSUMED assumed). Exit codes: arguments.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadContract } from "../load-contract.ts";
import { provenanceProblems, unknownsSection, unknownsTable, withUnknownsTable } from "../provenance.ts";
import { buildContract } from "./contract.ts";
import { fail, parseCommandLine } from "./arguments.ts";

const USAGE = `usage: npm run contract:unknowns [-- --check]
  Writes README.md's "What the contract does not know" table from openapi/ (x-source,
  x-evidence, x-unknown of each operation).

  --check      write nothing; exit 1 when the table is stale or a provenance rule is broken
  --no-build   do not bundle openapi/ first (when openapi/dist is fresh)
  --help, -h   this text`;

const { values } = parseCommandLine({ usage: USAGE, options: { check: { type: "boolean" }, "no-build": { type: "boolean" } } });
if (!values["no-build"]) buildContract();
const doc = loadContract();
const readmePath = resolve(import.meta.dirname, "../../../README.md");
const readme = readFileSync(readmePath, "utf8");
const table = unknownsTable(doc);
const problems = provenanceProblems(doc);
for (const problem of problems) console.error(`provenance: ${problem}`);
if (unknownsSection(readme) === undefined) fail(`README.md has no contract-unknowns section (see mocks/src/provenance.ts for its markers)`);
if (values.check) {
  const stale = unknownsSection(readme) !== table.trim();
  if (stale) console.error("README.md's table of what the contract does not know is stale: run npm run contract:unknowns");
  process.exit(stale || problems.length > 0 ? 1 : 0);
}
writeFileSync(readmePath, withUnknownsTable(readme, table));
console.log(`README.md: ${table.split("\n")[0]}`);
process.exit(problems.length > 0 ? 1 : 0);
