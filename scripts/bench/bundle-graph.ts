// Builds the production app (VITE_MOCK_MODE=0) into a folder of its own and
// reads its chunk graph: which modules each chunk holds, and which chunks a
// page loads before anything lazy (the entry and its static imports). The
// bench prints what the first load holds; tests/first-load-graph.test.ts
// fails when a forbidden module (the encryption, the scenario panel) is in it.
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin, type Rollup } from "vite";

const root = resolve(import.meta.dirname, "../..");

/**
 * Issue 20: the sign-in providers, loaded only when a member uses them (Firebase
 * when a code is sent with Firebase on, GeeTest for the bot check, the social
 * redirect when a button is tapped). tests/first-load-graph.test.ts keeps them
 * out of every first load; the bench prints what login and register load of them.
 */
export const SIGN_IN_PROVIDERS = [
  /node_modules\/firebase\//,
  /node_modules\/@firebase\//,
  /account\/firebase\/firebase-phone-auth\.ts$/,
  /account\/challenge\/geetest-challenge\.ts$/,
  /account\/social\/redirect-sign-in\.ts$/,
];

/** The ids of the modules in `chunks` that match one of `patterns`, each with its chunk's file. */
export function modulesMatching(chunks: ChunkInfo[], patterns: RegExp[]): string[] {
  return chunks.flatMap((chunk) => Object.keys(chunk.modules).filter((id) => patterns.some((p) => p.test(id))).map((id) => `${chunk.fileName}: ${id}`));
}

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** Static imports: loaded together with this chunk. */
  imports: string[];
  dynamicImports: string[];
  /** Module id (relative to the repo, node_modules kept) → rendered bytes. */
  modules: Record<string, number>;
  facadeModuleId: string | null;
}

export interface BundleGraph {
  chunks: Map<string, ChunkInfo>;
  entry: ChunkInfo;
}

/**
 * Builds web/ in production mode to `outDir` and returns its chunk graph. `prerender: false`
 * skips the pages' prerendered frames (PRERENDER=0), which are written after the chunks and
 * change none of them: a reader of the graph alone (tests/first-load-graph.test.ts) spares
 * their rendering.
 */
export async function buildBundleGraph(outDir: string, { prerender = true }: { prerender?: boolean } = {}): Promise<BundleGraph> {
  const chunks = new Map<string, ChunkInfo>();
  const capture: Plugin = {
    name: "bundle-graph-capture",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.set(output.fileName, chunkInfo(output));
      }
    },
  };
  const previous = process.env.VITE_MOCK_MODE;
  // Under Vitest NODE_ENV is "test", and Vite would build with import.meta.env.PROD false,
  // dropping production-only code (the service worker's registration): the graph read
  // here must be the production build's.
  const previousNodeEnv = process.env.NODE_ENV;
  const previousPrerender = process.env.PRERENDER;
  process.env.VITE_MOCK_MODE = "0";
  process.env.NODE_ENV = "production";
  if (!prerender) process.env.PRERENDER = "0";
  try {
    await build({
      root: join(root, "web"),
      configFile: join(root, "web/vite.config.ts"),
      logLevel: "warn",
      plugins: [capture],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.VITE_MOCK_MODE;
    else process.env.VITE_MOCK_MODE = previous;
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
    if (previousPrerender === undefined) delete process.env.PRERENDER;
    else process.env.PRERENDER = previousPrerender;
  }
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error("the build has no entry chunk");
  return { chunks, entry };
}

function chunkInfo(chunk: Rollup.OutputChunk): ChunkInfo {
  const modules: Record<string, number> = {};
  for (const [id, info] of Object.entries(chunk.modules)) modules[moduleName(id)] = info.renderedLength;
  return {
    fileName: chunk.fileName,
    isEntry: chunk.isEntry,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    modules,
    facadeModuleId: chunk.facadeModuleId ? moduleName(chunk.facadeModuleId) : null,
  };
}

function moduleName(id: string): string {
  const clean = id.replace(/^\0/, "").split("?")[0]!;
  return clean.startsWith(root) ? relative(root, clean) : clean;
}

/** A chunk and every chunk it imports statically, transitively: what loads with it before anything lazy. */
export function staticClosure(graph: BundleGraph, start: ChunkInfo): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = graph.chunks.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/** The chunk a screen file becomes (the route registry imports each screen lazily). */
export function screenChunks(graph: BundleGraph): ChunkInfo[] {
  return [...graph.chunks.values()].filter((c) => c.facadeModuleId !== null && /\/screens\/[^/]+-screen\.tsx$/.test(c.facadeModuleId));
}

/** Bytes per package (node_modules/<name>) or per top-level source folder, largest first. */
export function modulesBySource(chunks: ChunkInfo[]): [string, number][] {
  const sizes = new Map<string, number>();
  for (const chunk of chunks) {
    for (const [id, bytes] of Object.entries(chunk.modules)) sizes.set(sourceOf(id), (sizes.get(sourceOf(id)) ?? 0) + bytes);
  }
  return [...sizes.entries()].sort((a, b) => b[1] - a[1]);
}

/** The package (node_modules/<name>) or top-level source folder a module belongs to. */
function sourceOf(id: string): string {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.split("/").slice(0, 4).join("/");
}

/**
 * What a set of loaded chunks holds, in gzip bytes: each file's gzip size (read from `dir`)
 * shared among its modules by their rendered bytes. An estimate per module (gzip does not
 * split), exact per file and in total. Largest first.
 */
export function firstLoadHolds(chunks: ChunkInfo[], dir: string) {
  const byModule = new Map<string, number>();
  let gzip = 0;
  for (const chunk of chunks) {
    const fileGzip = gzipSync(readFileSync(join(dir, chunk.fileName))).length;
    gzip += fileGzip;
    const rendered = Object.values(chunk.modules).reduce((a, b) => a + b, 0) || 1;
    for (const [id, bytes] of Object.entries(chunk.modules)) byModule.set(id, (byModule.get(id) ?? 0) + (fileGzip * bytes) / rendered);
  }
  const bySource = new Map<string, number>();
  for (const [id, bytes] of byModule) bySource.set(sourceOf(id), (bySource.get(sourceOf(id)) ?? 0) + bytes);
  const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return { gzip, byModule: sorted(byModule), bySource: sorted(bySource) };
}
