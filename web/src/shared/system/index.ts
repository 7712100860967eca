// The system feature's public surface: the merchant's feature switches.
export { useFeatureFlag, useFeatureFlags, whitelabelQuery } from "./api/get-whitelabel.ts";
export { isOn } from "./feature-flags.ts";
export { useSystemStatus } from "./api/get-system-status.ts";
export type { FeatureFlag } from "./feature-flags.ts";
