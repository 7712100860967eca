import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type WithdrawPayload = components["schemas"]["WithdrawPayload"];
export type WithdrawResult = components["schemas"]["WithdrawResult"];

/** POST /wps/transaction/withdraw (needs the session) with the payload encrypted. */
export function withdraw(client: PlatformClient, payload: WithdrawPayload): Promise<WithdrawResult> {
  return sendEncrypted(client, payload, ({ headers, body }) => client.api.POST("/wps/transaction/withdraw", { params: { header: headers }, body }));
}
