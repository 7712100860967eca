import type { PlatformClient } from "@platform/sdk";
import type * as Secure from "@platform/sdk/secure";

export type DownlinePayload = Secure.DownlinePayload;

/**
 * POST /wps/agent/downline, encrypted (reference §2.8): the secure entry
 * (node-forge) is loaded only when the open-account screen needs it.
 */
export async function openDownline(client: PlatformClient, payload: DownlinePayload) {
  const { openDownlineAccount } = await import("@platform/sdk/secure");
  return openDownlineAccount(client, payload);
}
