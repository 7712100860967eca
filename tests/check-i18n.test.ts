// web/src/i18n/generated/ (scripts/generate-i18n.mjs's per-locale files and typesafe-i18n's
// output) is checked fresh (scripts/check-i18n.mjs, `npm run i18n:check`, run by `npm test` on web
// itself). Here on copies of web's texts with the generated folder left as committed: an untouched
// copy passes; a text added, or a namespace removed, without regenerating fails, naming the stale
// files and the command.
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

function copyOfWeb(): string {
  copy = mkdtempSync(join(tmpdir(), "check-i18n-test-"));
  cpSync(join(repo, "web/.typesafe-i18n.json"), join(copy, ".typesafe-i18n.json"));
  cpSync(join(repo, "web/src/i18n"), join(copy, "src/i18n"), { recursive: true });
  return copy;
}

function check(web: string) {
  return spawnSync(process.execPath, [join(repo, "scripts/check-i18n.mjs"), web], { encoding: "utf8" });
}

describe("generated i18n freshness check", () => {
  it("passes on the texts as committed", () => {
    const run = check(copyOfWeb());

    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("are fresh");
  }, 60_000);

  it("fails on a text added without regenerating, naming each locale's file, i18n-types.ts and the command", () => {
    const web = copyOfWeb();
    const source = join(web, "src/i18n/texts/promotions.ts");
    const texts = readFileSync(source, "utf8");
    expect(texts).toContain("\t\tlongTerm: ");
    writeFileSync(source, texts.replaceAll("\t\tlongTerm: ", "\t\tfreshnessProbe: 'not generated',\n\t\tlongTerm: "));

    const run = check(web);

    expect(run.status).toBe(1);
    for (const locale of ["en", "cn", "ms"]) expect(run.stderr).toContain(`web/src/i18n/generated/${locale}/promotions/index.ts`);
    expect(run.stderr).toContain("web/src/i18n/generated/i18n-types.ts");
    expect(run.stderr).toContain("npm run i18n:generate");
  }, 60_000);

  it("fails on generated files left over from a namespace removed from the texts", () => {
    const web = copyOfWeb();
    rmSync(join(web, "src/i18n/texts/vip.ts"));

    const run = check(web);

    expect(run.status).toBe(1);
    expect(run.stderr).toContain("web/src/i18n/generated/cn/vip/index.ts");
    expect(run.stderr).toContain("web/src/i18n/generated/i18n-util.async.ts");
  }, 60_000);
});
