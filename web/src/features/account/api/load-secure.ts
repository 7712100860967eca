// The account screens' encrypted calls: the shared loader (lib/load-secure.ts),
// fetched only when a form that encrypts is submitted (the actors await it: no
// screen's first load holds the crypto, tests/first-load-graph.test.ts), and
// the login every flow that logs a member in uses.
import type { PlatformClient } from "@platform/sdk";
import type * as Secure from "@platform/sdk/secure";
import { loadSecure } from "../../../lib/load-secure.ts";

export { loadSecure };

/** The encrypted login as an actor's call, for every flow that logs a member in. */
export function secureLogin(client: PlatformClient) {
  return async (payload: Secure.LoginPayload) => {
    const { login } = await loadSecure();
    return login(client, payload);
  };
}
