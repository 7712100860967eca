// `node scripts/check-i18n.mjs [web folder]`: typesafe-i18n's output in web/src/i18n is fresh (issue 31), as
// `npm run sdk:check` holds the SDK's. The generator is run on a copy of web/src/i18n in a temp
// folder (it reads the locales from, and writes its files to, the same folder), and each file it
// writes must equal the committed one. A stale file names the command that regenerates it.
//
// typesafe-i18n cannot write its files to a folder of their own: they import the locales and each
// other as "./<file>" from its outputPath, which is also where it reads the locales.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoWeb = resolve(dirname(fileURLToPath(import.meta.url)), "../web");
/** The folder holding .typesafe-i18n.json and src/i18n: web, or another for the check's own test. */
const web = resolve(process.argv[2] ?? repoWeb);
const i18n = join(web, "src/i18n");
/** What `npx typesafe-i18n --no-watch` writes (typesafe-i18n-react.tsx and formatters.ts are hand-written). */
const GENERATED = ["i18n-types.ts", "i18n-util.ts", "i18n-util.sync.ts", "i18n-util.async.ts"];
const REGENERATE = "cd web && npx typesafe-i18n --no-watch";

// The generator web itself runs (a dependency of web's, not of the root's).
const require = createRequire(join(repoWeb, "package.json"));
const cli = join(dirname(require.resolve("typesafe-i18n/package.json")), "cli/typesafe-i18n.mjs");

const work = mkdtempSync(join(tmpdir(), "check-i18n-"));
try {
  cpSync(i18n, join(work, "i18n"), { recursive: true, filter: (path) => !path.endsWith(".test.ts") && !path.endsWith(".test.tsx") });
  const config = JSON.parse(readFileSync(join(web, ".typesafe-i18n.json"), "utf8"));
  // Its own temp folder too: the default (node_modules/typesafe-i18n/temp-output) is shared with any other run.
  writeFileSync(join(work, ".typesafe-i18n.json"), JSON.stringify({ ...config, outputPath: "./i18n/", tempPath: "./.typesafe-i18n-temp/" }));
  const run = spawnSync(process.execPath, [cli, "--no-watch"], { cwd: work, encoding: "utf8" });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}`);
    console.error(`check-i18n: typesafe-i18n failed (exit ${run.status}) on a copy of web/src/i18n`);
    process.exit(1);
  }
  const stale = GENERATED.filter((file) => {
    const fresh = join(work, "i18n", file);
    const committed = join(i18n, file);
    return !existsSync(fresh) || !existsSync(committed) || readFileSync(fresh, "utf8") !== readFileSync(committed, "utf8");
  });
  if (stale.length) {
    console.error(`check-i18n: typesafe-i18n's output is stale: ${stale.map((file) => `web/src/i18n/${file}`).join(", ")}.`);
    console.error(`Run \`${REGENERATE}\` after editing the texts, and commit the files it writes.`);
    process.exit(1);
  }
  console.log(`check-i18n: ${GENERATED.join(", ")} are fresh`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
