// `npm run mock [-- --port 4010] [--dynamic [--seed S]]`: Prism static mock of
// the bundled contract. Stopping this command (Ctrl-C) stops Prism.
import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { BUNDLED_CONTRACT, DEFAULT_MOCK_PORT, DEFAULT_SEED, startPrism } from "../prism.ts";
import { buildContract } from "./contract.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT) },
    host: { type: "string", default: "127.0.0.1" },
    dynamic: { type: "boolean", default: false },
    seed: { type: "string", default: DEFAULT_SEED },
    verbose: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});

if (!values["no-build"] || !existsSync(BUNDLED_CONTRACT)) buildContract();

const prism = await startPrism({
  port: Number(values.port),
  host: values.host,
  dynamic: values.dynamic,
  seed: values.seed,
  verbose: values.verbose ? "info" : "warn",
  inheritOutput: true,
});
console.log(`Prism ${values.dynamic ? `dynamic mock (seed ${values.seed})` : "static mock"} of ${BUNDLED_CONTRACT} on ${prism.url}`);

const shutdown = async () => {
  await prism.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
prism.process.on("exit", (code) => {
  console.error(`Prism stopped (exit ${code ?? "signal"})`);
  process.exit(code ?? 1);
});
