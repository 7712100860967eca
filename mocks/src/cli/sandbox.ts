// `npm run sandbox [-- --port 4030] [--host 127.0.0.1]`: the stateful
// sandbox backend on the platform's own /wps and /lgw paths. Prints its base
// URL and what QA needs (fixed captcha and SMS codes, seeded accounts).
// Ctrl-C, SIGTERM or SIGHUP to npm stops it. Exit codes and argument
// handling: arguments.ts.
import { existsSync } from "node:fs";
import { contractPath, loadContract } from "../load-contract.ts";
import type { OpenApiDocument } from "../openapi-document.ts";
import { DEFAULT_MERCHANT } from "../merchant-header.ts";
import { BUNDLED_CONTRACT } from "../prism.ts";
import { DEFAULT_SANDBOX_PORT, startSandbox, type RunningSandbox } from "../sandbox/sandbox.ts";
import { SANDBOX_CAPTCHA, SANDBOX_PASSWORD, SANDBOX_PAYMENT_PASSWORD, SANDBOX_SMS_CODE } from "../sandbox/seed.ts";
import { errorMessage, existingFile, fail, parseCommandLine, portNumber } from "./arguments.ts";
import { buildContract } from "./contract.ts";
import { stopOnSignal } from "./stop-on-signal.ts";

const USAGE = `usage: npm run sandbox [-- options]
  The stateful sandbox backend of the contract (flows with memory), on /wps and /lgw.

  --port N       port to listen on (default ${DEFAULT_SANDBOX_PORT}, or SANDBOX_PORT)
  --host H       address to listen on (default 127.0.0.1)
  --spec FILE    a bundled contract instead of openapi/dist/openapi.json
  --no-build     do not bundle openapi/ first (when openapi/dist exists)
  --no-admin     no admin endpoints (/__sandbox: state, reset, members, violations)
  --merchant C   the site's merchant code; any other Merchant header is refused
  --now T        start the sandbox's clock at T (an ISO time, e.g. 2026-11-20T04:30:00Z; or SANDBOX_NOW)
                 and let it run from there; the real time by default
                 (default MERCHANT_CODE, else mc_demo)
  --help, -h     this text

Exit: 0 after --help; 2 when it cannot run (a bad option, the port in use, a contract that does
not load). Stopped by SIGINT (Ctrl-C), SIGTERM or SIGHUP, it closes its server and ends by that
signal.`;

const { values } = parseCommandLine({
  usage: USAGE,
  options: {
    port: { type: "string", default: process.env.SANDBOX_PORT ?? String(DEFAULT_SANDBOX_PORT) },
    host: { type: "string", default: "127.0.0.1" },
    spec: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "no-admin": { type: "boolean", default: false },
    merchant: { type: "string", default: process.env.MERCHANT_CODE || DEFAULT_MERCHANT },
    now: { type: "string", ...(process.env.SANDBOX_NOW ? { default: process.env.SANDBOX_NOW } : {}) },
  },
});

const port = portNumber("port", values.port, USAGE);
const startAt = values.now === undefined ? undefined : Date.parse(values.now);
if (startAt !== undefined && !Number.isFinite(startAt)) fail(`--now: not a time: ${values.now}\n\n${USAGE}`);
const spec = values.spec === undefined ? contractPath() : existingFile("spec", values.spec, USAGE);
if (!values.spec && spec === BUNDLED_CONTRACT && (!values["no-build"] || !existsSync(spec))) buildContract();

const lifecycle = stopOnSignal({ graceMs: 2_000 });
let doc: OpenApiDocument;
try {
  doc = loadContract(spec);
} catch (error) {
  fail(`cannot read the contract ${spec}: ${errorMessage(error)}`);
}
let sandbox: RunningSandbox;
try {
  sandbox = await startSandbox({ doc, port, host: values.host, merchant: values.merchant, admin: !values["no-admin"], startAt });
} catch (error) {
  const reason = (error as NodeJS.ErrnoException).code === "EADDRINUSE" ? "the port is in use (choose another with --port)" : errorMessage(error);
  fail(`cannot listen on ${values.host}:${port}: ${reason}`);
}
lifecycle.setStop(() => sandbox.stop());

const seeded = [...sandbox.state.members.values()].map((m) => `${m.userName} (type ${m.type})`).join(", ");
console.log(`Sandbox backend on ${sandbox.url}  (/wps and /lgw, as the platform; contract: ${spec})

  captcha code      ${SANDBOX_CAPTCHA}      SMS code  ${SANDBOX_SMS_CODE}
  seeded members    ${seeded}
                    password ${SANDBOX_PASSWORD}, withdrawal password ${SANDBOX_PAYMENT_PASSWORD}
  state             ${values["no-admin"] ? "off (--no-admin)" : `GET ${sandbox.url}/__sandbox   reset: POST ${sandbox.url}/__sandbox/reset`}
  try               curl -H 'Merchant: ${values.merchant}' ${sandbox.url}/wps/v2/system/status

Every answer is checked against the contract; one that breaks it comes back as a 500
application/problem+json${values["no-admin"] ? "" : ` and is listed at GET ${sandbox.url}/__sandbox/violations`}. Ctrl-C stops it.`);
