// Typechecks every package with its own tsconfig (all extend tsconfig.base.json)
// as `tsc -b` over project references. sdk and mocks are composite: checked once,
// then read by every other project as declarations (which skipLibCheck leaves
// unchecked), instead of each of 9 passes re-checking the SDK's generated types.
// Their declarations and every project's build info live in
// node_modules/.cache/tsc, so a second run re-checks only what changed.
// After the shared projects, the others run in two lanes side by side (2 cores).
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const tsc = "node_modules/typescript/bin/tsc";
const shared = ["sdk", "mocks"];
// Two lanes of about equal work: web alone is as much as the rest together.
const lanes = [
  ["web"],
  ["machines", "web/tsconfig.node.json", "web/src/service-worker", "tsconfig.scripts.json", "tests", "e2e"],
];

function build(projects) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, "-b", ...projects], { stdio: "inherit" });
    child.on("close", (code) => {
      const ok = code === 0;
      console.log(`typecheck ${projects.join(" ")}: ${ok ? "ok" : "FAILED"} (${Date.now() - started} ms)`);
      done(ok);
    });
  });
}

const ok =
  (await build(shared)) &&
  (availableParallelism() > 1 ? (await Promise.all(lanes.map(build))).every(Boolean) : await build(lanes.flat()));
process.exit(ok ? 0 : 1);
