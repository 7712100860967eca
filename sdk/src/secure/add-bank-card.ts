import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { idempotencyHeader, type MoneyCallOptions } from "./call-options.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type BankCardPayload = components["schemas"]["BankCardPayload"];
export type BankCard = components["schemas"]["BankCard"];

/**
 * PUT /wps/member/bankCard (needs the session) with the payload encrypted:
 * the card number and the withdrawal password never travel in clear.
 * Resolves to the added card (number masked); a refusal rejects with a
 * PlatformError of kind `api` (`bankcard.exists`, `payment.password.err` ...).
 * `options.idempotencyKey` goes as the `Idempotency-Key` header.
 */
export function addBankCard(client: PlatformClient, payload: BankCardPayload, options?: MoneyCallOptions): Promise<BankCard> {
  return sendEncrypted(client, payload, ({ headers, body }) =>
    client.api.PUT("/wps/member/bankCard", { params: { header: { ...headers, ...idempotencyHeader(options) } }, body, signal: options?.signal }),
  );
}
