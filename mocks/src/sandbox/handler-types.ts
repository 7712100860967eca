// A sandbox handler is typed from the SDK's generated types: it may answer
// only a status its operation declares, with that status's body type. The
// dispatcher then checks the same answer against the contract at run time.
import type { components, operations } from "@platform/sdk";
import type { OpenApiDocument } from "../openapi-document.ts";
import type { PayloadValidator } from "./payload-validator.ts";
import type { SandboxKeys } from "./sandbox-crypto.ts";
import type { Member, SandboxState } from "./state.ts";

export type OperationId = keyof operations;
export type Schemas = components["schemas"];

type ResponsesOf<Op extends OperationId> = operations[Op]["responses"];
type ContentOf<R> = R extends { content: infer C } ? C : never;
type BodyOf<R> = ContentOf<R>[keyof ContentOf<R>];

/** One declared status of the operation with a body of its type. */
export type Reply<Op extends OperationId> = {
  [S in keyof ResponsesOf<Op>]: { status: S; body: BodyOf<ResponsesOf<Op>[S]> };
}[keyof ResponsesOf<Op>];

/** The success body of an operation (its 200 answer). */
export type OkBody<Op extends OperationId> = 200 extends keyof ResponsesOf<Op> ? BodyOf<ResponsesOf<Op>[200]> : never;

export interface SandboxRequest {
  operationId: OperationId;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The raw body ("" when none). */
  bodyText: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
  /** A multipart body's fields and files, parsed (undefined for any other body). */
  form?: FormData;
  /** The member of the `Authorization` token, when it names a live session. */
  member?: Member;
  token?: string;
}

export interface SandboxContext {
  state: SandboxState;
  keys: SandboxKeys;
  doc: OpenApiDocument;
  /** A named example's body of this operation (`status` defaults to 200), deep-copied. */
  example<Op extends OperationId>(operationId: Op, name: string, status?: number): unknown;
  /** Problems of a value against a schema of `components/schemas` (empty when it conforms). */
  checkPayload: PayloadValidator;
}

/**
 * The platform's refusal: HTTP 200 (or 400 for a malformed request) with
 * `success: false` (reference §1.2). Every envelope operation admits it; the
 * run-time check against the contract covers the few that are not envelopes.
 */
export interface Refusal {
  status: 200 | 400;
  body: { success: false; errorCode: string; message: string; captcha?: boolean };
}

export type Handler<Op extends OperationId> = (request: SandboxRequest, context: SandboxContext) => Reply<Op> | Refusal | Promise<Reply<Op> | Refusal>;

/** Handlers by operationId; an operation without one answers its default example. */
export type HandlerTable = { [Op in OperationId]?: Handler<Op> };

/** HTTP 200 with `success: false`: how the platform refuses most calls. */
export function refuse(errorCode: string, message: string): Refusal {
  return { status: 200, body: { success: false, errorCode, message } };
}

/** HTTP 200 with the operation's success body. */
export function ok<Op extends OperationId>(body: OkBody<Op>): Reply<Op> {
  return { status: 200, body } as Reply<Op>;
}
