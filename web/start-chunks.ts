// The entry (src/main.tsx) asks for the first screen's data and
// texts, then imports the app's React half (src/app/render-app.tsx), which
// every page preloads. The bundler's `$initial` group keeps the entry's static
// imports in one file; this group does the same for what the React half adds
// to them. Without it, each module the half shares with a lazy screen became
// a file of its own: the game list's page preloaded 25 files instead of 13,
// and on HTTP/1.1's six connections the screen came two round trips later.
import { resolve } from "node:path";
import type { Plugin } from "vite";

type GraphReader = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The module ids `from` reaches through static imports, itself included. */
export function staticImports(graph: Pick<GraphReader, "getModuleInfo">, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

/**
 * A code-splitting group (`group`, listed right after the `$initial` one) holding the React half and what it
 * imports statically that the entry does not; its members are read from the module graph once it is built
 * (`plugin`). Before that the group captures nothing.
 */
export function renderHalfChunk(root: string, { entry = "src/main.tsx", half = "src/app/render-app.tsx" } = {}) {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: "platform-render-half-chunk",
    apply: "build",
    buildEnd() {
      const entryId = resolve(root, entry);
      const halfId = resolve(root, half);
      const ids = new Set(this.getModuleIds());
      if (!ids.has(halfId) || !ids.has(entryId)) return;
      const initial = staticImports(this, entryId);
      members = new Set([...staticImports(this, halfId)].filter((id) => !initial.has(id)));
    },
  };
  const group = { name: "render-app", test: (id: string) => members.has(id) };
  return { plugin, group };
}
