// The code-splitting group that keeps the app's React half in one file (web/start-chunks.ts).
import { describe, expect, it } from "vitest";
import { renderHalfChunk, staticImports } from "../web/start-chunks.ts";

const graph: Record<string, string[]> = {
  "/w/src/main.tsx": ["/w/src/app/boot.ts", "/nm/react.js"],
  "/w/src/app/boot.ts": ["/w/src/lib/api.ts"],
  "/w/src/lib/api.ts": [],
  "/nm/react.js": [],
  "/w/src/app/render-app.tsx": ["/nm/react-dom.js", "/w/src/app/app.tsx", "/nm/react.js"],
  "/w/src/app/app.tsx": ["/w/src/ui/modal.tsx", "/w/src/lib/api.ts"],
  "/w/src/ui/modal.tsx": ["/nm/react-dom.js", "/w/src/app/app.tsx"],
  "/nm/react-dom.js": [],
  "/w/src/features/games/screen.tsx": ["/w/src/ui/modal.tsx"],
};
const reader = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] ?? [] } : null),
};

describe("the React half's chunk", () => {
  it("reads a module's static imports, through cycles, itself included", () => {
    expect([...staticImports(reader, "/w/src/app/app.tsx")].sort()).toEqual(["/nm/react-dom.js", "/w/src/app/app.tsx", "/w/src/lib/api.ts", "/w/src/ui/modal.tsx"]);
  });

  it("captures what the half imports that the entry does not, and nothing before the graph is built", () => {
    const { plugin, group } = renderHalfChunk("/w");
    expect(group.test("/w/src/app/render-app.tsx")).toBe(false);
    (plugin.buildEnd as unknown as (this: typeof reader) => void).call(reader);
    const captured = Object.keys(graph).filter((id) => group.test(id));
    // The entry's own imports stay in its file; a lazy screen's module is not the half's.
    expect(captured.sort()).toEqual(["/nm/react-dom.js", "/w/src/app/app.tsx", "/w/src/app/render-app.tsx", "/w/src/ui/modal.tsx"]);
  });
});
