import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { idempotencyHeader, type MoneyCallOptions } from "./call-options.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type WithdrawPayload = components["schemas"]["WithdrawPayload"];
export type WithdrawResult = components["schemas"]["WithdrawResult"];

/**
 * POST /wps/transaction/withdraw (needs the session) with the payload
 * encrypted; `options.idempotencyKey` goes as the `Idempotency-Key` header.
 */
export function withdraw(client: PlatformClient, payload: WithdrawPayload, options?: MoneyCallOptions): Promise<WithdrawResult> {
  return sendEncrypted(client, payload, ({ headers, body }) =>
    client.api.POST("/wps/transaction/withdraw", { params: { header: { ...headers, ...idempotencyHeader(options) } }, body, signal: options?.signal }),
  );
}
