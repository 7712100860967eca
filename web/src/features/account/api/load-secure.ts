// The encrypted calls (node-forge) are their own chunk, fetched only when a
// form that encrypts is submitted (the actors await it): no screen's first
// load holds the crypto (tests/first-load-graph.test.ts, issue 17).
import type { PlatformClient } from "@platform/sdk";
import type * as Secure from "@platform/sdk/secure";

type SecureModule = typeof Secure;

let pending: Promise<SecureModule> | undefined;

export function loadSecure(): Promise<SecureModule> {
  pending ??= import("@platform/sdk/secure");
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** The encrypted login as an actor's call, for every flow that logs a member in. */
export function secureLogin(client: PlatformClient) {
  return async (payload: Secure.LoginPayload) => {
    const { login } = await loadSecure();
    return login(client, payload);
  };
}
