// `npm run validate-backend -- <upstream URL> [--port 4020]`: Prism as a
// validating proxy in front of a backend. Clients and test runs pointed at it
// reach the backend; a request or response that breaks the contract comes
// back as Prism's 500 problem+json naming each violation. Ctrl-C, SIGTERM or
// SIGHUP to npm stops Prism. Exit codes and argument handling: arguments.ts.
import { existsSync } from "node:fs";
import { contractPath } from "../load-contract.ts";
import { BUNDLED_CONTRACT } from "../prism.ts";
import { buildContract } from "./contract.ts";
import { startForegroundPrism } from "./foreground-prism.ts";
import { existingFile, parseCommandLine, parseUpstreamUrl, portNumber } from "./arguments.ts";

const DEFAULT_PROXY_PORT = 4020;

const USAGE = `usage: npm run validate-backend -- <upstream URL> [options]
  Prism as a validating proxy in front of a backend: a request or an answer that breaks the
  contract comes back as a 500 application/problem+json naming each violation.

  --port N       port of the proxy (default ${DEFAULT_PROXY_PORT})
  --host H       address of the proxy (default 127.0.0.1)
  --verbose      Prism's request log
  --spec FILE    a bundled contract instead of openapi/dist/openapi.json
  --no-build     do not bundle openapi/ first (when openapi/dist exists)
  --help, -h     this text

Exit: 0 after --help; 2 when it cannot run (a bad option or URL, the port in use, Prism not
starting or stopping on its own). Stopped by SIGINT (Ctrl-C), SIGTERM or SIGHUP, it stops Prism
and ends by that signal. For a verdict with exit codes (0 conforming, 1 violation), see
npm run conformance.`;

const { values, positionals } = parseCommandLine({
  usage: USAGE,
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
const port = portNumber("port", values.port, USAGE);
const spec = values.spec === undefined ? contractPath() : existingFile("spec", values.spec, USAGE);
if (!values.spec && spec === BUNDLED_CONTRACT && (!values["no-build"] || !existsSync(spec))) buildContract();

const prism = await startForegroundPrism({
  spec,
  proxyTo: upstream.href,
  port,
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
