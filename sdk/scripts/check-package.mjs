// Packs the publishable tarball into a temporary folder and checks it the way
// a consumer's tools will read it: publint (manifest and files) and
// @arethetypeswrong/cli (types resolve for every entry point, for `import`
// and `require` alike, under node16 resolution and bundlers).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = mkdtempSync(join(tmpdir(), "platform-sdk-check-"));
const run = (cmd, args, capture = false) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"], encoding: "utf8" });
  if (result.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  return result.stdout;
};
try {
  const tarball = run(process.execPath, [join(root, "scripts/pack.mjs"), "--out", out], true).trim().split("\n").at(-1);
  run("npx", ["publint", "run", tarball, "--strict"]);
  run("npx", ["attw", tarball, "--profile", "node16"]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
