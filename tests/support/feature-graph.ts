// The feature -> feature import graph of web/src/features. import-x/no-cycle sees
// module loops only; a loop through folders (account -> settings -> profile -> account, each
// step a different module) passes it. This reads every import and re-export of every
// module under a features folder (tests included: a test that needs a loop to run is a loop),
// maps both ends to their feature folder and finds the folder-level cycles.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** One import of one feature by another: where it stands and what it names. */
export interface FeatureImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The feature folder a path lies in, or undefined outside `featuresDir`. */
function featureOf(featuresDir: string, path: string): string | undefined {
  const inside = relative(featuresDir, path);
  if (inside.startsWith("..") || inside === "") return undefined;
  return inside.split(sep)[0];
}

/** Every import of a feature by another feature under `featuresDir` (static, dynamic, re-export, type-only). */
export function featureImports(featuresDir: string): FeatureImport[] {
  const root = resolve(featuresDir);
  return sourceFiles(root).flatMap((file) => {
    const from = featureOf(root, file)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith("."))
      .flatMap(({ fileName }) => {
        const to = featureOf(root, resolve(dirname(file), fileName));
        return to !== undefined && to !== from ? [{ from, to, file: relative(root, file), specifier: fileName }] : [];
      });
  });
}

/** feature -> the features it imports. */
export function featureGraph(imports: readonly FeatureImport[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

/**
 * Every elementary cycle of the graph, each written once from its smallest name
 * (["account", "settings", "profile"] is account -> settings -> profile -> account).
 */
export function featureCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const nodes = [...graph.keys()].sort();
  for (const start of nodes) {
    // Only cycles whose smallest node is `start`: each found once.
    const walk = (node: string, path: string[]) => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) cycles.push([...path]);
        else if (next > start && !path.includes(next)) walk(next, [...path, next]);
      }
    };
    walk(start, [start]);
  }
  return cycles;
}
