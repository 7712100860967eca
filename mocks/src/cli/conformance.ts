// `npm run conformance -- <upstream URL> [--merchant CODE] [--token TOKEN]
// [--allow-writes] [--only opId,...]`: calls the contract's operations on a
// backend through a Prism validating proxy, checks every answer against the
// contract itself (error bodies included), prints a pass/fail table with the
// coverage (operations called / operations in the contract) and exits 1 on
// any violation, 2 when it cannot run (bad arguments, upstream down).
// `--sandbox` instead of a URL runs it against the sandbox backend, started
// here, with a seeded member's session.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { conformanceFailed, describeFetchError, runConformance } from "../conformance.ts";
import { formatConformanceReport } from "../conformance-report.ts";
import { freePort } from "../free-port.ts";
import { contractPath, loadContract } from "../load-contract.ts";
import { listOperations } from "../openapi-document.ts";
import { BUNDLED_CONTRACT, startPrism } from "../prism.ts";
import { startSandbox, type RunningSandbox } from "../sandbox/sandbox.ts";
import { buildContract } from "./contract.ts";
import { fail, parseUpstreamUrl, positiveInteger } from "./arguments.ts";

const USAGE = `usage: npm run conformance -- <upstream URL> [--merchant CODE] [--token TOKEN] [--allow-writes] [--only opId,...]
                 [--port N (local proxy port)] [--timeout MS] [--spec bundle.json] [--no-build]
       npm run conformance -- --sandbox [--allow-writes] [...]   (against the sandbox backend, started for the run)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: "string", default: process.env.MERCHANT_CODE ?? "mc_demo" },
    token: { type: "string" },
    "allow-writes": { type: "boolean", default: false },
    only: { type: "string" },
    port: { type: "string" },
    timeout: { type: "string", default: "15000" },
    spec: { type: "string" },
    "no-build": { type: "boolean", default: false },
    sandbox: { type: "boolean", default: false },
  },
});

const proxyPort = values.port === undefined ? undefined : positiveInteger("port", values.port);
const timeoutMs = positiveInteger("timeout", values.timeout);
const spec = values.spec ?? contractPath();
if (!values.spec && spec === BUNDLED_CONTRACT && (!values["no-build"] || !existsSync(spec))) buildContract();
const doc = loadContract(spec);

let sandbox: RunningSandbox | undefined;
if (values.sandbox) {
  if (positionals.length > 0) fail(`--sandbox takes no upstream URL\n${USAGE}`);
  sandbox = await startSandbox({ doc, port: await freePort() });
}
const upstream = sandbox ? new URL(sandbox.url) : parseUpstreamUrl(positionals, USAGE);
// A seeded real member's session (the contract's login example), unless a token is given.
const token = values.token ?? (sandbox ? [...sandbox.state.sessions].find(([, member]) => member.type === 0)?.[0] : undefined);

const only = values.only?.split(",").map((id) => id.trim()).filter(Boolean);
const known = new Set(listOperations(doc).map((op) => op.operationId));
const unknown = only?.filter((id) => !known.has(id)) ?? [];
if (unknown.length > 0) fail(`--only names no operation of the contract: ${unknown.join(", ")}`);

try {
  await fetch(upstream, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
} catch (error) {
  fail(`cannot reach the upstream ${upstream.href}: ${describeFetchError(error)}`);
}

// On Ctrl-C, exit through process.exit so startPrism's exit hook stops Prism.
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

// No --errors here: with it Prism replaces a non-conforming answer by its own
// 500, and the table would show Prism's body instead of the server's.
const prism = await startPrism({ spec, proxyTo: upstream.href, port: proxyPort ?? (await freePort()) });
console.log(`Conformance of ${sandbox ? `the sandbox backend (${upstream.href})` : upstream.href} to ${spec}`);
console.log(`(calls go through a Prism validating proxy on ${prism.url}; every body is also checked here against the contract)\n`);
try {
  const results = await runConformance({
    doc,
    baseUrl: prism.url,
    credentials: { Merchant: values.merchant, Token: token },
    allowWrites: values["allow-writes"],
    only,
    timeoutMs,
  });
  console.log(formatConformanceReport(results, listOperations(doc).length));
  // The sandbox checks its own answers too; it must agree that none broke the contract.
  if (sandbox && sandbox.violations.length > 0) console.log(`The sandbox recorded ${sandbox.violations.length} answers that broke the contract.`);
  process.exitCode = conformanceFailed(results) || (sandbox?.violations.length ?? 0) > 0 ? 1 : 0;
} finally {
  await prism.stop();
  await sandbox?.stop();
}
