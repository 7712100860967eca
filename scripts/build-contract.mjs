// Bundles the hand-written contract into one file (for Prism, codegen and
// third parties) and renders the HTML reference with Redocly. The reference
// page loads Redoc from a local copy, never from a CDN (no machine here, and
// no offline user, can reach one).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const cli = join("node_modules", "@redocly", "cli");
const out = "openapi/dist";
mkdirSync(out, { recursive: true });

const redocly = (...args) => {
  const run = spawnSync(process.execPath, [join(cli, "bin", "cli.js"), ...args], {
    stdio: ["ignore", "inherit", "pipe"],
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  if (run.status !== 0) {
    process.stderr.write(run.stderr);
    process.exit(run.status ?? 1);
  }
};

// Written beside and renamed into place: Prism, tests and `npm start` (which
// rebuilds on every start) may read the bundle at any moment, and must never
// see it half written.
redocly("bundle", "openapi/openapi.yaml", "--config", "openapi/redocly.yaml", "--ext", "json", "-o", `${out}/openapi.json.${process.pid}.tmp.json`);
renameSync(`${out}/openapi.json.${process.pid}.tmp.json`, `${out}/openapi.json`);
// The reference too: two builds at once (the test runner's, `npm start`'s) each rewrote reference.html in
// place, and one read the other's half-written file ("could not point the reference page…").
const docs = `${out}/reference.html.${process.pid}.tmp.html`;
redocly("build-docs", `${out}/openapi.json`, "--config", "openapi/redocly.yaml", "-o", docs);

const copy = `${out}/redoc.standalone.js.${process.pid}.tmp.js`;
copyFileSync(join(cli, "lib/chunks/redoc.standalone.js"), copy);
renameSync(copy, `${out}/redoc.standalone.js`);
const html = readFileSync(docs, "utf8");
const cdn = /https:\/\/cdn\.redocly\.com\/[^"'\s]*redoc\.standalone\.js/g;
const local = html
  .replace(/ integrity="[^"]*"/g, "")
  .replace(/ crossorigin="anonymous"/g, "")
  .replace(cdn, "./redoc.standalone.js");
if (/https:\/\/cdn\./.test(local) || !local.includes("./redoc.standalone.js")) {
  console.error("build-contract: could not point the reference page at the local Redoc copy");
  rmSync(docs, { force: true });
  process.exit(1);
}
writeFileSync(docs, local);
renameSync(docs, `${out}/reference.html`);
console.log(`contract: ${out}/openapi.json and ${out}/reference.html`);
