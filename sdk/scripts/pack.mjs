// Packs the publishable @platform/sdk tarball.
//
//   node scripts/pack.mjs [--out DIR]     (default dist/; prints the tarball's path last)
//
// sdk/package.json is the workspace manifest: its entry points are the
// TypeScript sources, which Vite, Vitest and tsc in this repository read
// directly, so nothing has to be built before the app or the tests run. The
// package a stranger installs is staged here instead: dist/ from a fresh
// build, the README, the bundled contract, and a manifest whose `exports`
// point at dist/: for `.`, `./secure`, `./forms`, `./operations` and `./types` (the contract's
// and the SDK's data types, free of DOM and runtime), an `import` condition
// (ESM, dist/) and a `require` one (CommonJS, dist/cjs/), each with its types.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const out = resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1] : join(root, "dist"));
const contract = resolve(root, "../openapi/dist/openapi.json");

const step = (cmd, cmdArgs, cwd) => {
  const run = spawnSync(cmd, cmdArgs, { cwd, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  if (run.status !== 0) {
    process.stderr.write(run.stdout ?? "");
    process.exit(run.status ?? 1);
  }
  return run.stdout;
};

if (!existsSync(contract)) {
  process.stderr.write("sdk pack: openapi/dist/openapi.json is missing; run `npm run contract:build` first\n");
  process.exit(1);
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

const stage = mkdtempSync(join(tmpdir(), "platform-sdk-pack-"));
try {
  writeFileSync(join(stage, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(root, "dist"), join(stage, "dist"), { recursive: true });
  copyFileSync(join(root, "README.md"), join(stage, "README.md"));
  copyFileSync(contract, join(stage, "openapi.json"));
  mkdirSync(out, { recursive: true });
  const packed = JSON.parse(step("npm", ["pack", "--json", "--pack-destination", out], stage));
  const tarball = join(out, packed[0].filename);
  process.stdout.write(`${packed[0].files.length} files, ${packed[0].size} bytes packed\n${tarball}\n`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
