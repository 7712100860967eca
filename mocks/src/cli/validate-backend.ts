// `npm run validate-backend -- <upstream URL> [--port 4020]`: Prism as a
// validating proxy in front of a backend. Clients and test runs pointed at it
// reach the backend; a request or response that breaks the contract comes
// back as Prism's 500 problem+json naming each violation. Ctrl-C stops Prism.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { contractPath } from "../load-contract.ts";
import { BUNDLED_CONTRACT } from "../prism.ts";
import { buildContract } from "./contract.ts";
import { startForegroundPrism } from "./foreground-prism.ts";
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

const prism = await startForegroundPrism({
  spec,
  proxyTo: upstream.href,
  port: positiveInteger("port", values.port),
  host: values.host,
  errors: true,
  verbose: values.verbose ? "info" : "warn",
  inheritOutput: true,
});

console.log(`Validating proxy on ${prism.url} -> ${upstream.href} (contract: ${spec})

Point clients or a test run at ${prism.url} instead of the backend, e.g.
  curl -H 'Merchant: <code>' ${prism.url}/wps/v2/system/status
  API_TARGET=${prism.url} npm start           (the web app through the proxy)
  npm run conformance -- ${upstream.href}     (every operation, with a pass/fail table)
A request or response that breaks the contract is answered with a 500
application/problem+json listing the violations (also in the sl-violations header).
Prism does not reliably check error bodies (prism#1694): the conformance command does.
Ctrl-C stops the proxy.`);
