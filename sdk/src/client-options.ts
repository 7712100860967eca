import type { components } from "./generated/platform-api.ts";
import type { OperationId } from "./generated/operations.ts";
import type { PlatformError } from "./platform-error.ts";

export type DeviceType = components["schemas"]["DeviceType"];

/** Where the per-request headers come from; each getter is called on every request. */
export interface HeaderSources {
  /** The site's merchant code, sent as `Merchant` on every call. */
  merchant: string;
  /** The raw session token (no `Bearer`), sent as `Authorization` on operations whose security includes Token. */
  getToken?: () => string | null | undefined;
  /** Upper-case language code for `Language`, e.g. `EN`, `CN`, `MS`. */
  getLanguage?: () => string | undefined;
  /** `Device` header: `PWA`, `WEBCLIP`, `IPAD` or `OTHERS`; nothing in a normal browser tab. */
  getDevice?: () => DeviceType | undefined;
  /** A `Prefer` header value for a mock scenario, e.g. `example=maintenance` or `code=401`, by operationId. */
  getScenario?: (operationId: OperationId) => string | undefined;
}

export interface PlatformClientOptions extends HeaderSources {
  /** Origin (and prefix) of the API; `""` means the page's own origin. */
  baseUrl?: string;
  /** Called with the error whenever a response says the session is gone (HTTP 401, `login.not.session`, `token_ip_different`). */
  onUnauthorized?: (error: PlatformError) => void;
  /** The fetch to use (tests inject one); defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per-request timeout in milliseconds; 0 turns it off. Default 15000. */
  timeoutMs?: number;
  /**
   * Checks every success answer against the contract before the call resolves: pass
   * `validateResponse` from `@platform/sdk/validate` (precompiled validators, kept out of
   * this entry). An answer that breaks the contract rejects as `malformed`, with every
   * violation (`PlatformError.violations`; `pointer` is the first one's).
   */
  validate?: ResponseCheck;
}

/** A success answer to check: its operation (the method, and the path as the contract spells it), status and parsed body. */
export interface AnswerToCheck {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** One place where an answer breaks the contract. */
export interface ContractViolation {
  /** A JSON pointer into the body ("" for the body itself). */
  pointer: string;
  /** What the contract asks for there, e.g. `number`, `present`, `one of "A", "B"`, `HTTP 200`. */
  expected: string;
  /** What came, as short JSON (`nothing` where a field is missing). */
  received: string;
  /** The two in a sentence, e.g. `must be number`, `is missing`. */
  message: string;
}

/** Every violation of the answer; empty (or undefined) when it keeps the contract or the contract declares no JSON body for it. */
export type ResponseCheck = (answer: AnswerToCheck) => readonly ContractViolation[] | undefined;
