// The one place machines take SDK types from: the SDK's types-only entry
// (no runtime, no DOM), so the machines' ES-only typecheck stays DOM-free.
import type { components } from "@platform/sdk/types";

export type LoginPayload = components["schemas"]["LoginPayload"];
export type LoginResult = components["schemas"]["LoginResult"];
export type MemberType = components["schemas"]["MemberType"];
