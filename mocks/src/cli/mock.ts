// `npm run mock [-- --port 4010] [--dynamic [--seed S]] [--list]`: Prism
// static mock of the bundled contract. Stopping this command (Ctrl-C, SIGTERM
// or SIGHUP to npm) stops Prism. `--list` prints the scenario catalogue (named
// examples) and exits. Exit codes and argument handling: arguments.ts.
import { existsSync } from "node:fs";
import { contractPath, loadContract } from "../load-contract.ts";
import { BUNDLED_CONTRACT, DEFAULT_MOCK_PORT, DEFAULT_SEED } from "../prism.ts";
import { formatScenarioList } from "../scenario-list-text.ts";
import { scenarioCatalogue } from "../scenarios.ts";
import { errorMessage, existingFile, fail, parseCommandLine, portNumber } from "./arguments.ts";
import { buildContract } from "./contract.ts";
import { startForegroundPrism } from "./foreground-prism.ts";

const USAGE = `usage: npm run mock [-- options]
  Prism mock of the contract, answering the named examples (a scenario per call with Prefer).

  --port N       port to listen on (default ${DEFAULT_MOCK_PORT}, or MOCK_PORT)
  --host H       address to listen on (default 127.0.0.1)
  --dynamic      bodies generated from the schemas instead of the named examples
  --seed S       seed of --dynamic (default ${DEFAULT_SEED}): the same seed gives the same data
  --list         print the scenario catalogue (operations, named examples, their Prefer) and exit
  --verbose      Prism's request log
  --spec FILE    a bundled contract instead of openapi/dist/openapi.json
  --no-build     do not bundle openapi/ first (when openapi/dist exists)
  --help, -h     this text

Exit: 0 after --list or --help; 2 when it cannot run (a bad option, the port in use, Prism not
starting or stopping on its own). Stopped by SIGINT (Ctrl-C), SIGTERM or SIGHUP, it stops Prism
and ends by that signal.`;

const { values } = parseCommandLine({
  usage: USAGE,
  options: {
    port: { type: "string", default: process.env.MOCK_PORT ?? String(DEFAULT_MOCK_PORT) },
    host: { type: "string", default: "127.0.0.1" },
    dynamic: { type: "boolean", default: false },
    seed: { type: "string" },
    verbose: { type: "boolean", default: false },
    list: { type: "boolean", default: false },
    spec: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});

const port = portNumber("port", values.port, USAGE);
if (values.seed !== undefined && !values.dynamic) fail(`--seed only applies with --dynamic\n\n${USAGE}`);
const seed = values.seed ?? DEFAULT_SEED;
const spec = values.spec === undefined ? contractPath() : existingFile("spec", values.spec, USAGE);
if (!values.spec && spec === BUNDLED_CONTRACT && (!values["no-build"] || !existsSync(spec))) buildContract();

if (values.list) {
  let catalogue;
  try {
    catalogue = scenarioCatalogue(loadContract(spec));
  } catch (error) {
    fail(`cannot read the contract ${spec}: ${errorMessage(error)}`);
  }
  console.log(`Scenario catalogue of ${spec}\n`);
  console.log(formatScenarioList(catalogue));
  process.exit(0);
}

const prism = await startForegroundPrism({
  spec,
  port,
  host: values.host,
  dynamic: values.dynamic,
  seed,
  verbose: values.verbose ? "info" : "warn",
  inheritOutput: true,
});
console.log(`Prism ${values.dynamic ? `dynamic mock (seed ${seed})` : "static mock"} of ${spec} on ${prism.url}`);
if (!values.dynamic) console.log("Scenarios: `npm run mock -- --list` shows every named example and the Prefer header that selects it.");
