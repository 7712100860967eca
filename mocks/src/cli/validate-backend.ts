// `npm run validate-backend -- <upstream URL> [--port 4020]`: Prism as a
// validating proxy in front of a backend. Clients and test runs pointed at it
// reach the backend; a request or response that breaks the contract comes
// back as Prism's 500 problem+json naming each violation. Ctrl-C stops Prism.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { contractPath } from "../load-contract.ts";
import { BUNDLED_CONTRACT, startPrism } from "../prism.ts";
import { buildContract } from "./contract.ts";
import { parseUpstreamUrl, positiveInteger } from "./arguments.ts";

const DEFAULT_PROXY_PORT = 4020;

const USAGE = "usage: npm run validate-backend -- <upstream URL> [--port 4020] [--host 127.0.0.1] [--verbose] [--spec bundle.json] [--no-build]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: String(DEFAULT_PROXY_PORT) },
    host: { type: "string", default: "127.0.0.1" },
    verbose: { type: "boolean", default: false },
    spec: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});

const upstream = parseUpstreamUrl(positionals, USAGE);
const spec = values.spec ?? contractPath();
if (!values.spec && spec === BUNDLED_CONTRACT && (!values["no-build"] || !existsSync(spec))) buildContract();

// Handlers go in before Prism starts: a signal during its start-up must not
// kill this process alone (startPrism stops its child on process exit).
let stopPrism = async (): Promise<void> => {};
let stopping = false;
const shutdown = async () => {
  stopping = true;
  await stopPrism();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

const prism = await startPrism({
  spec,
  proxyTo: upstream.href,
  port: positiveInteger("port", values.port),
  host: values.host,
  errors: true,
  verbose: values.verbose ? "info" : "warn",
  inheritOutput: true,
});
stopPrism = prism.stop;

console.log(`Validating proxy on ${prism.url} -> ${upstream.href} (contract: ${spec})

Point clients or a test run at ${prism.url} instead of the backend, e.g.
  curl -H 'Merchant: <code>' ${prism.url}/wps/v2/system/status
  API_TARGET=${prism.url} npm start           (the web app through the proxy)
  npm run conformance -- ${upstream.href}     (every operation, with a pass/fail table)
A request or response that breaks the contract is answered with a 500
application/problem+json listing the violations (also in the sl-violations header).
Prism does not reliably check error bodies (prism#1694): the conformance command does.
Ctrl-C stops the proxy.`);

prism.process.on("exit", (code, signal) => {
  if (stopping) return;
  console.error(`Prism stopped (${signal ?? `exit ${code}`})`);
  process.exit(code ?? 1);
});
