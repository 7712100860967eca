import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fail } from "./arguments.ts";

/**
 * Bundles openapi/ into openapi/dist (the same step `npm run contract:build` runs), its output on stderr.
 * A contract that does not bundle means the command cannot run: exit 2 (the
 * reason is in the bundler's output above), not a stack trace.
 */
export function buildContract(): void {
  const root = resolve(import.meta.dirname, "../../..");
  // The bundler's chatter goes to stderr: a command's stdout is its report (`--reporter json|junit`
  // piped to a parser) or its own output, never the build's.
  const run = spawnSync(process.execPath, ["scripts/build-contract.mjs"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (run.status !== 0) fail(`could not bundle the contract (${run.error?.message ?? run.signal ?? `exit ${run.status}`}; see the output above)`);
}
