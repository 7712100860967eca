// Packs the publishable @platform/sdk tarball.
//
//   node scripts/pack.mjs [--out DIR]     (default dist/; prints the tarball's path last)
//
// sdk/package.json is the workspace manifest: its entry points are the
// TypeScript sources, which Vite, Vitest and tsc in this repository read
// directly, so nothing has to be built before the app or the tests run. The
// package a stranger installs is staged here instead: dist/ from a fresh
// build, the README, the bundled contract, and a manifest whose `exports`
// point at dist/: for `.`, `./secure`, `./forms`, `./operations`, `./validate` (the
// precompiled answer validators) and `./types` (the contract's and the SDK's
// data types, free of DOM and runtime), an `import` condition
// (ESM, dist/) and a `require` one (CommonJS, dist/cjs/), each with its types.
//
// It needs nothing built beforehand (a fresh clone packs): the contract is
// bundled here from openapi/ into the package's openapi.json (Redocly, as
// `npm run contract:build` does), and the generated sources the build
// compiles (types, operation table, error codes, validators) are checked
// against that bundle: a package whose types lag its contract is refused.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repo = resolve(root, "..");
const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const out = resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1] : join(root, "dist"));
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");
const openapiTypescript = join(dirname(require.resolve("openapi-typescript/package.json")), "bin", "cli.js");

// Runs a step and returns its output; `quiet` keeps its stderr unless it fails.
const step = (cmd, cmdArgs, cwd, { env = process.env, quiet = false } = {}) => {
  const run = spawnSync(cmd, cmdArgs, { cwd, env, stdio: ["ignore", "pipe", quiet ? "pipe" : "inherit"], encoding: "utf8" });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout ?? ""}${quiet ? (run.stderr ?? "") : ""}`);
    process.exit(run.status ?? 1);
  }
  return run.stdout;
};

const stage = mkdtempSync(join(tmpdir(), "platform-sdk-pack-"));
process.on("exit", () => rmSync(stage, { recursive: true, force: true }));
const contract = join(stage, "openapi.json");
const quietRedocly = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
step(process.execPath, [redocly, "bundle", "openapi/openapi.yaml", "--config", "openapi/redocly.yaml", "--ext", "json", "-o", contract], repo, { env: quietRedocly, quiet: true });
const fresh = [
  [openapiTypescript, contract, "-o", "src/generated/platform-api.ts", "--check"],
  [join(root, "scripts/generate-operations.mjs"), contract, "--check"],
  [join(root, "scripts/generate-validators.mjs"), contract, "--check"],
];
for (const check of fresh) {
  const run = spawnSync(process.execPath, check, { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}sdk pack: src/generated/ does not match openapi/: run \`npm run sdk:generate\` and commit it\n`);
    process.exit(1);
  }
}
step(process.execPath, [join(root, "scripts/build.mjs")], root);

const workspace = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const entry = (name) => ({
  import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
  require: { types: `./dist/cjs/${name}.d.ts`, default: `./dist/cjs/${name}.js` },
});
const manifest = {
  name: workspace.name,
  version: workspace.version,
  description: workspace.description,
  keywords: ["openapi", "openapi-fetch", "sdk", "typescript"],
  license: workspace.license,
  type: "module",
  sideEffects: false,
  engines: { node: ">=20" },
  exports: {
    ".": entry("index"),
    "./secure": entry("secure/index"),
    "./forms": entry("forms/index"),
    "./operations": entry("operations"),
    "./validate": entry("validate/index"),
    "./types": entry("types"),
    "./openapi.json": "./openapi.json",
    "./package.json": "./package.json",
  },
  // Tools that read no `exports` (TypeScript's node10 resolution, old bundlers): CommonJS, and ESM as `module`.
  main: "./dist/cjs/index.js",
  module: "./dist/index.js",
  types: "./dist/cjs/index.d.ts",
  files: ["dist", "README.md", "openapi.json"],
  dependencies: workspace.dependencies,
};

writeFileSync(join(stage, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
cpSync(join(root, "dist"), join(stage, "dist"), { recursive: true });
cpSync(join(root, "README.md"), join(stage, "README.md"));
mkdirSync(out, { recursive: true });
const packed = JSON.parse(step("npm", ["pack", "--json", "--pack-destination", out], stage));
const tarball = join(out, packed[0].filename);
process.stdout.write(`${packed[0].files.length} files, ${packed[0].size} bytes packed\n${tarball}\n`);
