import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { idempotencyHeader, type MoneyCallOptions } from "./call-options.ts";
import { sendEncrypted } from "./encrypted-call.ts";

/** The plaintext of POST /wps/v2/transaction/withdraw, less its constant `check: "v2"` (this function adds it). */
export type WithdrawPayload = Omit<components["schemas"]["WithdrawRequest"], "check">;
export type WithdrawResult = components["schemas"]["WithdrawResult"];

/**
 * POST /wps/v2/transaction/withdraw (needs the session), as the member centre
 * sends it: `{ check: "v2", amount, bankCardId, password, ... }` encrypted;
 * `options.idempotencyKey` goes as the `Idempotency-Key` header. Resolves to
 * the value (often `null`: the member centre reads nothing of it).
 */
export function withdraw(client: PlatformClient, payload: WithdrawPayload, options?: MoneyCallOptions): Promise<WithdrawResult> {
  return sendEncrypted(client, { ...payload, check: "v2" as const }, ({ headers, body }) =>
    client.api.POST("/wps/v2/transaction/withdraw", { params: { header: { ...headers, ...idempotencyHeader(options) } }, body, signal: options?.signal }),
  );
}
