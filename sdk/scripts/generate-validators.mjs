// Writes src/generated/response-validators.ts: the contract's success answers
// (every 2xx JSON body of every operation) as precompiled validators, for
// @platform/sdk/validate. Ajv compiles the schemas at generation time
// (standalone code, JSON Schema 2020-12, formats checked, every error:
// allErrors), and esbuild bundles the code with the few Ajv runtime helpers it
// calls, so the entry needs neither Ajv nor a compiler at run time (and no
// `eval`: a page's CSP may forbid it). Freshness is checked like the types'.
//
//   node scripts/generate-validators.mjs [bundled-contract.json] [--check]
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020, _ } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import addFormatsModule from "ajv-formats";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const check = args.includes("--check");
const specPath = resolve(args.find((a) => !a.startsWith("--")) ?? resolve(here, "../../openapi/dist/openapi.json"));
const outPath = resolve(here, "../src/generated/response-validators.ts");
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const CONTRACT_ID = "https://contract.invalid/openapi.json";
const addFormats = addFormatsModule.default ?? addFormatsModule;
const toStandalone = standaloneCode.default ?? standaloneCode;

const spec = JSON.parse(readFileSync(specPath, "utf8"));

const resolveRef = (ref) => ref.slice(2).split("/").reduce((node, key) => node?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], spec);
const resolveResponse = (res) => (typeof res?.$ref === "string" ? resolveRef(res.$ref) : res);

// A schema compiled on its own: its local references point into the contract, added whole under CONTRACT_ID.
function rebaseRefs(node) {
  if (Array.isArray(node)) return node.map(rebaseRefs);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === "$ref" && typeof value === "string" && value.startsWith("#") ? `${CONTRACT_ID}${value}` : rebaseRefs(value)]),
  );
}

// What a validator needs of a schema: its assertions. Annotations (texts, examples, x-*) would
// only add to the code's size: Ajv's standalone code carries the schemas it refers to.
const ANNOTATIONS = new Set(["title", "description", "example", "examples", "default", "deprecated", "readOnly", "writeOnly", "externalDocs", "xml", "discriminator", "$comment", "contentMediaType", "contentEncoding", "contentSchema"]);
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
const SCHEMAS = new Set(["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties"]);
function assertionsOf(schema) {
  if (typeof schema !== "object" || schema === null) return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith("x-")) continue;
    if (SCHEMA_MAPS.has(key)) out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, assertionsOf(sub)]));
    else if (SCHEMA_LISTS.has(key)) out[key] = value.map(assertionsOf);
    else if (SCHEMAS.has(key)) out[key] = assertionsOf(value);
    else out[key] = value;
  }
  return out;
}

// strict: false because OpenAPI schemas carry annotations JSON Schema does not know (example, x-*).
// multipleOfPrecision: money is `multipleOf: 0.01`, compared within 1e-9, not in binary floating point.
// code.formats: how the standalone code reaches a format's check (int64, date-time, uri…). It is written
// with this Ajv's own `_`: ajv-formats sets it with the `_` of its own copy of Ajv when unset, which
// this Ajv does not know as code, and the checks came out as `{_items: […]}.int64`, undefined at run
// time (a member info with regDate failed to validate as a "network failure"). esbuild bundles the
// formats module it names.
const ajv = new Ajv2020({
  strict: false,
  validateSchema: false,
  logger: false,
  multipleOfPrecision: 9,
  inlineRefs: false,
  messages: false,
  // Every violation of an answer, not only the first.
  allErrors: true,
  code: { source: true, esm: true, lines: false, formats: _`require("ajv-formats/dist/formats").fullFormats` },
});
addFormats(ajv);
// Response schemas refer only to components/schemas (checked: a dangling reference fails the compile).
const schemas = Object.fromEntries(Object.entries(spec.components?.schemas ?? {}).map(([name, schema]) => [name, assertionsOf(schema)]));
ajv.addSchema({ components: { schemas } }, CONTRACT_ID);

const entries = [];
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    for (const [status, res] of Object.entries(op.responses ?? {})) {
      if (!/^2/.test(status)) continue;
      const content = resolveResponse(res)?.content ?? {};
      const media = Object.keys(content).find((type) => /json/.test(type));
      if (!media || content[media].schema === undefined) continue;
      const name = `${op.operationId}_${status}`;
      const id = `urn:platform-response:${name}`;
      ajv.addSchema({ ...rebaseRefs(assertionsOf(content[media].schema)), $id: id });
      entries.push({ key: `${method.toUpperCase()} ${path} ${status}`, name, id });
    }
  }
}
entries.sort((a, b) => a.key.localeCompare(b.key));

const source = toStandalone(ajv, Object.fromEntries(entries.map((e) => [e.name, e.id])));
const table = entries.map((e) => `  ${JSON.stringify(e.key)}: validators.${e.name},`).join("\n");
const bundled = await build({
  stdin: {
    contents: `import * as validators from "./standalone.js";\nexport const RESPONSE_VALIDATORS = {\n${table}\n};\n`,
    resolveDir: here,
    loader: "js",
  },
  plugins: [
    {
      name: "standalone",
      setup(b) {
        b.onResolve({ filter: /^\.\/standalone\.js$/ }, () => ({ path: "standalone", namespace: "standalone" }));
        b.onLoad({ filter: /.*/, namespace: "standalone" }, () => ({ contents: source, loader: "js", resolveDir: here }));
      },
    },
  ],
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
});
// The export gets a declared type: inferred, the declarations would spell out every validator's signature.
const bundledText = bundled.outputFiles[0].text;
const exported = /export\s*\{\s*([\w$]+) as RESPONSE_VALIDATORS\s*\};?\s*$/.exec(bundledText);
if (!exported) throw new Error("generate-validators: esbuild's bundle does not end with the RESPONSE_VALIDATORS export");
const code = `${bundledText.slice(0, exported.index)}
/** A precompiled validator: true when the body keeps the schema; else every error in \`errors\`. */
export type ResponseValidator = ((data: unknown) => boolean) & {
    errors?: { instancePath: string; keyword: string; params: Record<string, unknown> }[] | null;
};

export const RESPONSE_VALIDATORS: Readonly<Record<string, ResponseValidator>> = ${exported[1]};
`;

const text = `/**
 * Generated by sdk/scripts/generate-validators.mjs from the bundled contract.
 * Do not make direct changes to the file.
 *
 * Ajv standalone validators of every 2xx JSON answer, keyed "METHOD /path status"
 * (${entries.length} answers), bundled with Ajv's runtime helpers. Read by @platform/sdk/validate.
 */
// @ts-nocheck
${code}`;

if (check) {
  const current = existsSync(outPath) ? readFileSync(outPath, "utf8") : "";
  if (current !== text) {
    console.error(`${outPath} is stale: run \`npm run generate -w sdk\``);
    process.exit(1);
  }
  process.stdout.write(`response validators (${entries.length} answers) are fresh\n`);
} else {
  writeFileSync(outPath, text);
  process.stdout.write(`wrote ${outPath}: response validators (${entries.length} answers, ${Math.round(text.length / 1024)} kB)\n`);
}
