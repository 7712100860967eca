// Issue 31: typesafe-i18n's output is checked fresh (scripts/check-i18n.mjs, `npm run i18n:check`,
// run by `npm test` on web itself). Here on a copy of web's texts with one key added and the
// generated files left as committed: the check must fail, name the stale file and the command.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));
let copy: string | undefined;
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
});

describe("generated i18n freshness check (issue 31)", () => {
  it("fails on a text added without regenerating, naming i18n-types.ts and the command to run", () => {
    copy = mkdtempSync(join(tmpdir(), "check-i18n-test-"));
    cpSync(join(repo, "web/.typesafe-i18n.json"), join(copy, ".typesafe-i18n.json"));
    cpSync(join(repo, "web/src/i18n"), join(copy, "src/i18n"), { recursive: true });
    const base = join(copy, "src/i18n/en/index.ts");
    const texts = readFileSync(base, "utf8");
    expect(texts).toContain("const en = {");
    writeFileSync(base, texts.replace("const en = {", "const en = {\n\tfreshnessProbe: 'not in i18n-types.ts',"));

    const run = spawnSync(process.execPath, [join(repo, "scripts/check-i18n.mjs"), copy], { encoding: "utf8" });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain("stale: web/src/i18n/i18n-types.ts");
    expect(run.stderr).toContain("cd web && npx typesafe-i18n --no-watch");
  });
});
