import type { PlatformClient } from "@platform/sdk";
import { loadSecure, type SecureModule } from "../load-secure.ts";
import { beforeSending } from "./not-sent.ts";

/**
 * The encryption chunk and the server's RSA key, fetched before an encrypted
 * money call leaves: their failure means the call was never sent,
 * a plain failure the member may retry, never an unconfirmed intent.
 */
export function secureReady(client: PlatformClient): Promise<SecureModule> {
  return beforeSending(async () => {
    const secure = await loadSecure();
    await secure.getRsaModulus(client);
    return secure;
  });
}
