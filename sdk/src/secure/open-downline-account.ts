import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { sendEncrypted } from "./encrypted-call.ts";

export type DownlinePayload = components["schemas"]["DownlinePayload"];
export type DownlineCreated = components["schemas"]["DownlineCreated"];

/**
 * POST /wps/agent/downline (needs an agent's session) with the payload,
 * password included, encrypted: opens a member or agent account under the
 * agent. A refusal (username taken, rebate above the agent's own, no quota)
 * rejects with a PlatformError of kind `api` carrying the server's reason.
 */
export function openDownlineAccount(client: PlatformClient, payload: DownlinePayload): Promise<DownlineCreated> {
  return sendEncrypted(client, payload, ({ headers, body }) => client.api.POST("/wps/agent/downline", { params: { header: headers }, body }));
}
