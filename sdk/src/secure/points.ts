import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { moneyCall, type MoneyCallOptions } from "./call-options.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type PointRedeemPayload = components["schemas"]["PointRedeemPayload"];
export type PointRedeemResult = components["schemas"]["PointRedeemResult"];
export type PointConvertPayload = components["schemas"]["PointConvertPayload"];
export type PointConvertResult = components["schemas"]["PointConvertResult"];

/**
 * POST /wps/relay/passwordCheck/MCSFE_redeemPointReward (needs the session)
 * with the payload encrypted: the reward, the member's withdrawal password
 * (`fundPassword`) and, for a gift, the shipping fields. A refusal (points
 * too low, wrong withdrawal password, sold out) rejects with a PlatformError
 * of kind `api` carrying the server's `errorCode` and `message`.
 * The `Idempotency-Key` header is `options.idempotencyKey` or a new key for this call (a new intent); `options.retry` re-sends it under the same key.
 */
export function redeemPointReward(client: PlatformClient, payload: PointRedeemPayload, options?: MoneyCallOptions): Promise<PointRedeemResult> {
  return moneyCall(
    (key) =>
      sendEncrypted(client, payload, ({ headers, body }) =>
        client.api.POST("/wps/relay/passwordCheck/MCSFE_redeemPointReward", {
          params: { header: { ...headers, "Idempotency-Key": key } },
          body,
          signal: options?.signal,
        }),
      ),
    options,
  );
}

/**
 * POST /wps/relay/passwordCheck/MCSFE_convertPoint (needs the session) with the points and the withdrawal
 * password (`fundPassword`) encrypted; the `Idempotency-Key` header is `options.idempotencyKey` or a new key for this call (a new intent); `options.retry` re-sends it under the same key.
 */
export function convertPoints(client: PlatformClient, payload: PointConvertPayload, options?: MoneyCallOptions): Promise<PointConvertResult> {
  return moneyCall(
    (key) =>
      sendEncrypted(client, payload, ({ headers, body }) =>
        client.api.POST("/wps/relay/passwordCheck/MCSFE_convertPoint", { params: { header: { ...headers, "Idempotency-Key": key } }, body, signal: options?.signal }),
      ),
    options,
  );
}
