// Bundles the hand-written contract into one file (for Prism, codegen and
// third parties) and renders the HTML reference with Redocly. The reference
// page loads Redoc from a local copy, never from a CDN (no machine here, and
// no offline user, can reach one).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
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
// see it half written (issue 32).
redocly("bundle", "openapi/openapi.yaml", "--config", "openapi/redocly.yaml", "--ext", "json", "-o", `${out}/openapi.json.${process.pid}.tmp.json`);
renameSync(`${out}/openapi.json.${process.pid}.tmp.json`, `${out}/openapi.json`);
redocly("build-docs", `${out}/openapi.json`, "--config", "openapi/redocly.yaml", "-o", `${out}/reference.html`);

copyFileSync(join(cli, "lib/chunks/redoc.standalone.js"), `${out}/redoc.standalone.js`);
const html = readFileSync(`${out}/reference.html`, "utf8");
const cdn = /https:\/\/cdn\.redocly\.com\/[^"'\s]*redoc\.standalone\.js/g;
const local = html
  .replace(/ integrity="[^"]*"/g, "")
  .replace(/ crossorigin="anonymous"/g, "")
  .replace(cdn, "./redoc.standalone.js");
if (/https:\/\/cdn\./.test(local) || !local.includes("./redoc.standalone.js")) {
  console.error("build-contract: could not point the reference page at the local Redoc copy");
  process.exit(1);
}
writeFileSync(`${out}/reference.html`, local);
console.log(`contract: ${out}/openapi.json and ${out}/reference.html`);
