// `npm run mock [-- --port 4010] [--dynamic [--seed S]] [--list]`: Prism
// static mock of the bundled contract. Stopping this command (Ctrl-C) stops
// Prism. `--list` prints the scenario catalogue (named examples) and exits.
import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { contractPath, loadContract } from "../load-contract.ts";
import { BUNDLED_CONTRACT, DEFAULT_MOCK_PORT, DEFAULT_SEED } from "../prism.ts";
import { formatScenarioList } from "../scenario-list-text.ts";
import { scenarioCatalogue } from "../scenarios.ts";
import { buildContract } from "./contract.ts";
import { startForegroundPrism } from "./foreground-prism.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT) },
    host: { type: "string", default: "127.0.0.1" },
    dynamic: { type: "boolean", default: false },
    seed: { type: "string", default: DEFAULT_SEED },
    verbose: { type: "boolean", default: false },
    list: { type: "boolean", default: false },
    spec: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});

const spec = values.spec ?? contractPath();
if (!values.spec && spec === BUNDLED_CONTRACT && (!values["no-build"] || !existsSync(spec))) buildContract();

if (values.list) {
  console.log(`Scenario catalogue of ${spec}\n`);
  console.log(formatScenarioList(scenarioCatalogue(loadContract(spec))));
  process.exit(0);
}

const prism = await startForegroundPrism({
  spec,
  port: Number(values.port),
  host: values.host,
  dynamic: values.dynamic,
  seed: values.seed,
  verbose: values.verbose ? "info" : "warn",
  inheritOutput: true,
});
console.log(`Prism ${values.dynamic ? `dynamic mock (seed ${values.seed})` : "static mock"} of ${spec} on ${prism.url}`);
if (!values.dynamic) console.log("Scenarios: `npm run mock -- --list` shows every named example and the Prefer header that selects it.");
