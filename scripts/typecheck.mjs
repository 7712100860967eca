// Typechecks every package with its own tsconfig (all extend tsconfig.base.json).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const projects = ["sdk", "machines", "mocks", "web", "web/tsconfig.node.json", "web/src/service-worker/tsconfig.json", "tests", "e2e", "."];
let failed = 0;
for (const dir of projects) {
  const config = dir === "." ? "tsconfig.scripts.json" : dir.endsWith(".json") ? dir : `${dir}/tsconfig.json`;
  if (!existsSync(config)) continue;
  const started = Date.now();
  const run = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", config, "--noEmit"], { stdio: "inherit" });
  const ok = run.status === 0;
  console.log(`typecheck ${config}: ${ok ? "ok" : "FAILED"} (${Date.now() - started} ms)`);
  if (!ok) failed++;
}
process.exit(failed ? 1 : 0);
