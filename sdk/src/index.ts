// Public surface of @platform/sdk. Types are generated from the contract
// (src/generated/platform-api.ts, never edited by hand).
export type { paths, components, operations } from "./generated/platform-api.ts";
