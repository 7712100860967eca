// Builds the publishable package into dist/ with tsc: ESM + .d.ts in dist/,
// and CommonJS + .d.ts in dist/cjs/ (marked `"type": "commonjs"`) for
// consumers that `require()` it. tsc rewrites the `.ts` import extensions of
// the JavaScript it emits (rewriteRelativeImportExtensions) but not of the
// declarations, so they are rewritten here: a consumer on
// `moduleResolution: node16` reads `./client.js`.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

rmSync(dist, { recursive: true, force: true });
for (const config of ["tsconfig.build.json", "tsconfig.cjs.json"]) {
  const run = spawnSync(process.execPath, [tsc, "-p", join(root, config)], { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
// dist/ inherits the package's "type": "module"; the CommonJS copy says otherwise.
writeFileSync(join(dist, "cjs", "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);

const relativeTs = /((?:from|import)\s*\(?\s*["'])(\.{1,2}\/[^"']+)\.ts(["'])/g;
let files = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".d.ts")) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, "utf8");
  const rewritten = text.replace(relativeTs, "$1$2.js$3");
  if (/["']\.{1,2}\/[^"']+\.ts["']/.test(rewritten)) throw new Error(`${file} still imports a .ts path`);
  writeFileSync(file, rewritten);
  files++;
}
process.stdout.write(`sdk: built dist/ (ESM) and dist/cjs/ (CommonJS), ${files} declaration files\n`);
