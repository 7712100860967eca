// The one place machines take SDK types from: the SDK's types-only entry
// (no runtime, no DOM), so the machines' ES-only typecheck stays DOM-free.
import type { components, LoginPayload } from "@platform/sdk/types";

/** The login body by method (the SDK's discriminated union: each `type` with its required credentials). */
export type { LoginPayload };
export type LoginResult = components["schemas"]["LoginResult"];
export type MemberType = components["schemas"]["MemberType"];
