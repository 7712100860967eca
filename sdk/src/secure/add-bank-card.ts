import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type BankCardPayload = components["schemas"]["BankCardPayload"];
export type BankCard = components["schemas"]["BankCard"];

/**
 * PUT /wps/member/bankCard (needs the session) with the payload encrypted:
 * the card number and the withdrawal password never travel in clear.
 * Resolves to the added card (number masked); a refusal rejects with a
 * PlatformError of kind `api` (`bankcard.exists`, `payment.password.err` ...).
 */
export function addBankCard(client: PlatformClient, payload: BankCardPayload): Promise<BankCard> {
  return sendEncrypted(client, payload, ({ headers, body }) => client.api.PUT("/wps/member/bankCard", { params: { header: headers }, body }));
}
