export { startPrism, prismArgs, prismEntry, BUNDLED_CONTRACT, DEFAULT_MOCK_PORT, DEFAULT_SEED } from "./prism.ts";
export type { PrismOptions, RunningPrism } from "./prism.ts";
