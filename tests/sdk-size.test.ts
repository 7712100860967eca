// The SDK's main entry, as an app bundles it, within
// 6 kB gzip. esbuild bundles `export * from "@platform/sdk"` (every export of
// the entry, nothing shaken off: the most a consumer can carry) minified, with
// code splitting as an app's build does; what counts is the entry chunk and
// every chunk it imports statically, each gzipped. The operation ids, a chunk
// the client loads only to name a failure or ask for a mock scenario, are
// loaded on demand and not counted (npm run bench prints them beside).
import { build, type Metafile } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

const BUDGET = 6144;
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const out = mkdtempSync(join(tmpdir(), "sdk-size-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function bundle(consumer: string) {
  const result = await build({
    stdin: { contents: consumer, resolveDir: here, sourcefile: "consumer.ts", loader: "ts" },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    metafile: true,
    write: false,
    outdir: out,
    logLevel: "silent",
  });
  return { files: new Map(result.outputFiles.map((file) => [file.path, file.contents])), metafile: result.metafile };
}

/** The entry chunk and its static imports, each gzipped; the chunks only imported dynamically beside. */
function sizes(files: Map<string, Uint8Array>, metafile: Metafile) {
  const byPath = new Map(Object.entries(metafile.outputs).map(([path, output]) => [resolve(root, path), output]));
  const entry = [...byPath].find(([, output]) => output.entryPoint !== undefined)?.[0];
  if (!entry) throw new Error("no entry chunk");
  const main = new Set<string>();
  const visit = (path: string) => {
    if (main.has(path)) return;
    main.add(path);
    for (const next of byPath.get(path)?.imports ?? []) if (next.kind === "import-statement") visit(resolve(root, next.path));
  };
  visit(entry);
  const gzip = (paths: string[]) => paths.reduce((sum, path) => sum + gzipSync(files.get(path) ?? new Uint8Array()).length, 0);
  const lazy = [...files.keys()].filter((path) => path.endsWith(".js") && !main.has(path));
  const inputs = [...main].flatMap((path) => Object.keys(byPath.get(path)?.inputs ?? {}));
  return { main: gzip([...main]), lazy: gzip(lazy), inputs };
}

describe("the SDK's main entry size", () => {
  it(`is within ${BUDGET} B gzip with every export of @platform/sdk taken`, async () => {
    const { files, metafile } = await bundle('export * from "@platform/sdk";\n');
    const { main, lazy, inputs } = sizes(files, metafile);
    console.info(`@platform/sdk main entry: ${main} B gzip (budget ${BUDGET}); loaded on demand: ${lazy} B gzip`);
    expect(main).toBeLessThanOrEqual(BUDGET);
    // The rarely used halves stay out of it: encryption, forms, validators, the operation ids.
    expect(inputs.filter((input) => /node-forge|sdk\/src\/(secure|forms|validate)\/|generated\/(operations|response-validators)\.ts/.test(input))).toEqual([]);
    expect(lazy).toBeGreaterThan(0);
  });
});
