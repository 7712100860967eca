// The "web" project shares one module graph per worker (vitest.config.ts): a
// file that replaces a module with vi.mock there gets the real module whenever
// another file loaded it first, and passes alone but fails in the whole run
// (social-login.test.tsx did). Such files belong to "web-isolated".
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { WEB_MOCKS_MODULES } from "../vitest.config.ts";

const web = new URL("../web/", import.meta.url).pathname;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "generated" ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(web, path)] : [];
  });
}

describe("the web test projects", () => {
  const files = testFiles(join(web, "src"));

  it("run every file that replaces a module with vi.mock in a module graph of its own (web-isolated)", () => {
    const mocking = files.filter((file) => /\bvi\.mock\(/.test(readFileSync(join(web, file), "utf8")));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !WEB_MOCKS_MODULES.includes(file))).toEqual([]);
  });

  it("list no file that is gone or no longer mocks a module", () => {
    expect(WEB_MOCKS_MODULES.filter((file) => !files.includes(file) || !/\bvi\.mock\(/.test(readFileSync(join(web, file), "utf8")))).toEqual([]);
  });
});
