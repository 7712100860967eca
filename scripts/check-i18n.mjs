// `node scripts/check-i18n.mjs [web folder]`: web/src/i18n/generated/ is fresh, as
// `npm run sdk:check` holds the SDK's. The generator (scripts/generate-i18n.mjs: the per-locale
// files from web/src/i18n/texts/, then typesafe-i18n's types and loaders) runs on a copy of
// web/src/i18n without its generated folder, and that folder must come out exactly as committed:
// a file that differs, is missing or is left over names the command that regenerates it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const scripts = dirname(fileURLToPath(import.meta.url));
/** The folder holding .typesafe-i18n.json and src/i18n: web, or another for the check's own test. */
const web = resolve(process.argv[2] ?? join(scripts, "../web"));
const i18n = join(web, "src/i18n");
const REGENERATE = "npm run i18n:generate";

/** Every file under a folder, as paths relative to it with "/". */
function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

const work = mkdtempSync(join(tmpdir(), "check-i18n-"));
const scratch = mkdtempSync(join(tmpdir(), "check-i18n-tsc-"));
try {
  const generated = join(i18n, "generated");
  cpSync(i18n, join(work, "src/i18n"), {
    recursive: true,
    filter: (path) => path !== generated && !path.endsWith(".test.ts") && !path.endsWith(".test.tsx"),
  });
  const config = JSON.parse(readFileSync(join(web, ".typesafe-i18n.json"), "utf8"));
  // Its own temp folder: the default (node_modules/typesafe-i18n/temp-output) is shared with any other
  // run. Outside the copy: inside it, typesafe-i18n did not find its compiled root texts (no titles).
  writeFileSync(join(work, ".typesafe-i18n.json"), JSON.stringify({ ...config, tempPath: `${scratch}/` }));
  // The texts are ES modules, as in web (its package.json says "type": "module").
  writeFileSync(join(work, "package.json"), JSON.stringify({ type: "module", private: true }));
  const run = spawnSync(process.execPath, [join(scripts, "generate-i18n.mjs"), work], { encoding: "utf8" });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}`);
    console.error(`check-i18n: the generator failed (exit ${run.status}) on a copy of web/src/i18n`);
    process.exit(1);
  }
  const fresh = join(work, "src/i18n/generated");
  const files = [...new Set([...filesUnder(fresh), ...filesUnder(generated)])].sort();
  const stale = files.filter((file) => {
    const [a, b] = [join(fresh, file), join(generated, file)];
    return !existsSync(a) || !existsSync(b) || readFileSync(a, "utf8") !== readFileSync(b, "utf8");
  });
  if (stale.length) {
    console.error(`check-i18n: web/src/i18n/generated is stale: ${stale.map((file) => `web/src/i18n/generated/${file}`).join(", ")}.`);
    console.error(`Run \`${REGENERATE}\` after editing web/src/i18n/texts/, and commit the files it writes.`);
    process.exit(1);
  }
  console.log(`check-i18n: the ${files.length} files of web/src/i18n/generated are fresh`);
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}
