import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { moneyCall, type MoneyCallOptions } from "./call-options.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type BankCardPayload = components["schemas"]["BankCardPayload"];
export type BankCard = components["schemas"]["BankCard"];

/**
 * PUT /wps/member/bankCard (needs the session) with the payload encrypted:
 * the card number and the withdrawal password never travel in clear.
 * Resolves to the added card (number masked); a refusal rejects with a
 * PlatformError of kind `api` (`bankcard.exists`, `payment.password.err` ...).
 * The `Idempotency-Key` header is `options.idempotencyKey` or a new key for this call (a new intent); `options.retry` re-sends it under the same key.
 */
export function addBankCard(client: PlatformClient, payload: BankCardPayload, options?: MoneyCallOptions): Promise<BankCard> {
  return moneyCall(
    (key) =>
      sendEncrypted(client, payload, ({ headers, body }) =>
        client.api.PUT("/wps/member/bankCard", { params: { header: { ...headers, "Idempotency-Key": key } }, body, signal: options?.signal }),
      ),
    options,
  );
}
