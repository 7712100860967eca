import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

/** Bundles openapi/ into openapi/dist (the same step `npm run contract:build` runs). */
export function buildContract(): void {
  const root = resolve(import.meta.dirname, "../../..");
  const run = spawnSync(process.execPath, ["scripts/build-contract.mjs"], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) throw new Error("could not bundle the contract (see the output above)");
}
