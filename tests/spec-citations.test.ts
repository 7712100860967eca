// Every `spec §N` / `spec §N.M` the repository cites names a numbered heading of
// docs/requirements.md, the requirements in the project's own words: a newcomer
// who reads "spec §6" in a comment finds §6 there. A citation of a section the
// doc does not have fails here with its file and line; the fix is a heading in
// the doc for the new requirement, or the right number in the citation.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const requirementsPath = "docs/requirements.md";

/** Section numbers of the doc's numbered headings: "## 2. Screens" → "2", "### 2.1 Routes" → "2.1". */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  for (const line of markdown.split("\n")) {
    const match = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
    if (match) ids.add(match[1]!);
  }
  return ids;
}

/**
 * One citation: "spec §4", "Spec §2.1", and the sections listed after it in
 * the same breath ("spec §5, §9", "spec §5/§6", "spec §4 and §8"). A sentence's
 * full stop is no part of the number ("spec §3." is §3).
 */
const citation = /\bspec §(\d+(?:\.\d+)*)((?:\s*(?:,|\/|&|and|or)\s*§\d+(?:\.\d+)*)*)/gi;

interface Citation {
  line: number;
  section: string;
}

function citationsOf(text: string): Citation[] {
  const found: Citation[] = [];
  text.split("\n").forEach((lineText, index) => {
    for (const match of lineText.matchAll(citation)) {
      const sections = [match[1]!, ...[...(match[2] ?? "").matchAll(/§(\d+(?:\.\d+)*)/g)].map((more) => more[1]!)];
      for (const section of sections) found.push({ line: index + 1, section });
    }
  });
  return found;
}

/** "file:line: spec §N" for each citation that names no heading. */
function unresolved(files: readonly { path: string; text: string }[], ids: ReadonlySet<string>): string[] {
  return files.flatMap(({ path, text }) =>
    citationsOf(text)
      .filter(({ section }) => !ids.has(section))
      .map(({ line, section }) => `${path}:${line}: spec §${section}`),
  );
}

/** Written by a generator from files that are scanned themselves, or not text. */
const skipped = [
  /(^|\/)node_modules\//,
  /^sdk\/src\/generated\//,
  /^web\/src\/i18n\/generated\//,
  /^openapi\/dist\//,
  /(^|\/)package-lock\.json$/,
  /\.(png|jpe?g|gif|webp|ico|svg|woff2?|ttf|otf|pdf|zip|gz|br|wasm|mp3|mp4|webm)$/i,
];

function trackedTextFiles(): { path: string; text: string }[] {
  const paths = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((path) => path !== "" && !skipped.some((pattern) => pattern.test(path)));
  return paths.flatMap((path) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, path));
    } catch {
      return []; // deleted in the work tree, not yet in the index
    }
    return bytes.includes(0) ? [] : [{ path, text: bytes.toString("utf8") }];
  });
}

describe("spec citations", () => {
  const ids = headingIds(readFileSync(join(root, requirementsPath), "utf8"));

  it("the requirements doc has the nine numbered sections", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => !ids.has(String(n)))).toEqual([]);
  });

  it("every spec § citation in a tracked file resolves to a heading of docs/requirements.md", () => {
    const files = trackedTextFiles();
    expect(files.some((file) => citationsOf(file.text).length > 0)).toBe(true);
    expect(unresolved(files, ids)).toEqual([]);
  });

  it("fails on a section the doc does not have, naming file and line", () => {
    // Written in pieces so that this file itself cites nothing made up.
    const spec = (text: string) => text.replaceAll("S§", "spec §").replaceAll("C§", "Spec §");
    const sample = [
      { path: "a.ts", text: spec("// fine (S§2)\n// made up (S§12)\n") },
      { path: "b.md", text: spec("As S§3. says; S§2.1 and C§2.99.\nS§5, §9 and S§4/§13, S§6 and §14\n") },
    ];
    expect(unresolved(sample, new Set(["2", "2.1", "3", "4", "5", "6", "9"]))).toEqual(
      ["a.ts:2: S§12", "b.md:1: S§2.99", "b.md:2: S§13", "b.md:2: S§14"].map(spec),
    );
  });

  it("reads headings with and without a full stop after the number", () => {
    expect([...headingIds("# Title\n## 1. One\n### 1.2 Two\n#### 1.2.3. Three\n## Notes 4\n")]).toEqual(["1", "1.2", "1.2.3"]);
  });
});
