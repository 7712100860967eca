// The RSA modulus for encrypted calls, fetched once per client and fetched
// again after any failure (a failed key fetch or a failed encrypted call),
// so a rotated server key heals itself on the next try.
import type { PlatformClient } from "../client.ts";
import { PlatformError } from "../platform-error.ts";
import { normalizeModulus } from "./encrypt-payload.ts";

const modulusByClient = new WeakMap<PlatformClient, Promise<string>>();

export function getRsaModulus(client: PlatformClient): Promise<string> {
  const cached = modulusByClient.get(client);
  if (cached) return cached;
  const pending = fetchModulus(client);
  modulusByClient.set(client, pending);
  pending.catch(() => {
    if (modulusByClient.get(client) === pending) modulusByClient.delete(client);
  });
  return pending;
}

export function forgetRsaModulus(client: PlatformClient): void {
  modulusByClient.delete(client);
}

async function fetchModulus(client: PlatformClient): Promise<string> {
  // Cache buster and no-cache as the real client sends them (reference §2.1).
  // A failed answer rejects in the client's middleware; a success must be the modulus text.
  const { data, response } = await client.api.GET("/wps/session/key/rsa", {
    params: { query: { _: Date.now() } },
    headers: { "Cache-Control": "no-cache" },
    parseAs: "text",
  });
  const operationId = "getRsaKey";
  if (typeof data !== "string") throw new PlatformError({ kind: "malformed", status: response.status, body: data, operationId });
  try {
    return normalizeModulus(data);
  } catch (cause) {
    throw new PlatformError({ kind: "malformed", status: response.status, body: data, operationId, cause });
  }
}
