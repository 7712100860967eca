import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { moneyCall, type MoneyCallOptions } from "./call-options.ts";
import { sendEncrypted } from "./encrypted-call.ts";

/** The plaintext of POST /wps/v2/transaction/withdraw, less its constant `check: "v2"` (this function adds it). */
export type WithdrawPayload = Omit<components["schemas"]["WithdrawRequest"], "check">;
export type WithdrawResult = components["schemas"]["WithdrawResult"];

/**
 * POST /wps/v2/transaction/withdraw (needs the session), as the member centre
 * sends it: `{ check: "v2", amount, bankCardId, password, ... }` encrypted;
 * the `Idempotency-Key` header is `options.idempotencyKey` or a new key for
 * this call (a new intent); `options.retry` re-sends it under the same key.
 * Resolves to the value (often `null`: the member centre reads nothing of it).
 */
export function withdraw(client: PlatformClient, payload: WithdrawPayload, options?: MoneyCallOptions): Promise<WithdrawResult> {
  return moneyCall(
    (key) =>
      sendEncrypted(client, { ...payload, check: "v2" as const }, ({ headers, body }) =>
        client.api.POST("/wps/v2/transaction/withdraw", { params: { header: { ...headers, "Idempotency-Key": key } }, body, signal: options?.signal }),
      ),
    options,
  );
}
