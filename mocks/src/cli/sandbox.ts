// `npm run sandbox [-- --port 4030] [--host 127.0.0.1]`: the stateful
// sandbox backend on the platform's own /wps and /lgw paths. Prints its base
// URL and what QA needs (fixed captcha and SMS codes, seeded accounts).
// Ctrl-C stops it.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { contractPath, loadContract } from "../load-contract.ts";
import { BUNDLED_CONTRACT } from "../prism.ts";
import { DEFAULT_SANDBOX_PORT, startSandbox } from "../sandbox/sandbox.ts";
import { SANDBOX_CAPTCHA, SANDBOX_PASSWORD, SANDBOX_PAYMENT_PASSWORD, SANDBOX_SMS_CODE } from "../sandbox/seed.ts";
import { positiveInteger } from "./arguments.ts";
import { buildContract } from "./contract.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT) },
    host: { type: "string", default: "127.0.0.1" },
    spec: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});

const spec = values.spec ?? contractPath();
if (!values.spec && spec === BUNDLED_CONTRACT && (!values["no-build"] || !existsSync(spec))) buildContract();

const sandbox = await startSandbox({ doc: loadContract(spec), port: positiveInteger("port", values.port), host: values.host });
const stop = async () => {
  await sandbox.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

const seeded = [...sandbox.state.members.values()].map((m) => `${m.userName} (type ${m.type})`).join(", ");
console.log(`Sandbox backend on ${sandbox.url}  (/wps and /lgw, as the platform; contract: ${spec})

  captcha code      ${SANDBOX_CAPTCHA}      SMS code  ${SANDBOX_SMS_CODE}
  seeded members    ${seeded}
                    password ${SANDBOX_PASSWORD}, withdrawal password ${SANDBOX_PAYMENT_PASSWORD}
  state             GET ${sandbox.url}/__sandbox   reset: POST ${sandbox.url}/__sandbox/reset
  try               curl -H 'Merchant: mc_demo' ${sandbox.url}/wps/v2/system/status

Every answer is checked against the contract; one that breaks it comes back as a 500
application/problem+json and is listed at GET ${sandbox.url}/__sandbox/violations. Ctrl-C stops it.`);
