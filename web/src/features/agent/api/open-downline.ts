import type { PlatformClient } from "@platform/sdk";
import type * as Secure from "@platform/sdk/secure";
import { loadSecure } from "../../../lib/load-secure.ts";

export type DownlinePayload = Secure.DownlinePayload;

/**
 * POST /wps/agent/downline, encrypted (reference §2.8): the secure entry
 * (node-forge) is loaded only when the open-account screen needs it.
 */
export async function openDownline(client: PlatformClient, payload: DownlinePayload) {
  const { openDownlineAccount } = await loadSecure();
  return openDownlineAccount(client, payload);
}
