import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { moneyCall, type MoneyCallOptions } from "./call-options.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type DownlineTransferPayload = components["schemas"]["DownlineTransferPayload"];
export type DownlineTransferResult = components["schemas"]["DownlineTransferResult"];

/**
 * POST /wps/agent/transferMultipleDownline (an agent's session) with the
 * payload, withdrawal password included, encrypted: the red-envelope rain,
 * one amount to each of several direct downlines, debited from the agent
 * whole or not at all. `options.idempotencyKey` goes as the
 * `Idempotency-Key` header.
 */
export function transferToDownlines(client: PlatformClient, payload: DownlineTransferPayload, options?: MoneyCallOptions): Promise<DownlineTransferResult> {
  return moneyCall(
    (key) =>
      sendEncrypted(client, payload, ({ headers, body }) =>
        client.api.POST("/wps/agent/transferMultipleDownline", { params: { header: { ...headers, "Idempotency-Key": key } }, body, signal: options?.signal }),
      ),
    options,
  );
}
