import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type PointRedeemPayload = components["schemas"]["PointRedeemPayload"];
export type PointRedeemResult = components["schemas"]["PointRedeemResult"];
export type PointConvertPayload = components["schemas"]["PointConvertPayload"];
export type PointConvertResult = components["schemas"]["PointConvertResult"];

/**
 * POST /wps/relay/passwordCheck/MCSFE_redeemPointReward (needs the session)
 * with the payload, password included, encrypted. A refusal (points too
 * low, wrong password, sold out) rejects with a PlatformError of kind `api`
 * carrying the server's `errorCode` and `message`.
 */
export function redeemPointReward(client: PlatformClient, payload: PointRedeemPayload): Promise<PointRedeemResult> {
  return sendEncrypted(client, payload, ({ headers, body }) =>
    client.api.POST("/wps/relay/passwordCheck/MCSFE_redeemPointReward", { params: { header: headers }, body }),
  );
}

/** POST /wps/relay/passwordCheck/MCSFE_convertPoint (needs the session) with the payload, password included, encrypted. */
export function convertPoints(client: PlatformClient, payload: PointConvertPayload): Promise<PointConvertResult> {
  return sendEncrypted(client, payload, ({ headers, body }) =>
    client.api.POST("/wps/relay/passwordCheck/MCSFE_convertPoint", { params: { header: headers }, body }),
  );
}
