// The one place machines take SDK types from. It reads the generated contract
// types directly: the SDK's index also exports its fetch-based runtime, whose
// DOM types the machines' ES-only typecheck (no DOM lib, by design) cannot load.
import type { components } from "@platform/sdk/src/generated/platform-api.ts";

export type LoginPayload = components["schemas"]["LoginPayload"];
export type LoginResult = components["schemas"]["LoginResult"];
export type MemberType = components["schemas"]["MemberType"];
