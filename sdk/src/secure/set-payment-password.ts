import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { moneyCall, type MoneyCallOptions } from "./call-options.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type PaymentPasswordPayload = components["schemas"]["PaymentPasswordPayload"];

/**
 * PUT /wps/member/paymentPassword (needs the session) with the payload
 * encrypted: sets the withdrawal password the first time. Resolves when it
 * is set; a member who has one already gets a PlatformError of kind `api`
 * (`payment.password.exists`). `options.idempotencyKey` goes as the
 * `Idempotency-Key` header.
 */
export function setPaymentPassword(client: PlatformClient, payload: PaymentPasswordPayload, options?: MoneyCallOptions): Promise<boolean | null> {
  return moneyCall(
    (key) =>
      sendEncrypted(client, payload, ({ headers, body }) =>
        client.api.PUT("/wps/member/paymentPassword", { params: { header: { ...headers, "Idempotency-Key": key } }, body, signal: options?.signal }),
      ),
    options,
  );
}
