// The account screens' encrypted calls: the shared loader (lib/load-secure.ts),
// fetched only when a form that encrypts is submitted (the actors await it: no
// screen's first load holds the crypto, tests/first-load-graph.test.ts), and
// the login every flow that logs a member in uses. A fetch of the encryption
// chunk that fails reaches the form as the network failure it is (the form's
// 'network is slow' message, everything typed kept, nothing sent), as the
// account forms' later calls do (machines/load-later-calls.ts), not as an
// unknown error.
import type { PlatformClient } from "@platform/sdk";
import type * as Secure from "@platform/sdk/secure";
import { loadSecure as loadSecureChunk } from "../../../lib/load-secure.ts";
import { NOT_FETCHED } from "../machines/load-later-calls.ts";

/** The encryption module (lib/load-secure.ts fetches it once, again after a failure); a failed fetch rejects as a network failure. */
export function loadSecure(): Promise<typeof Secure> {
  return loadSecureChunk().catch(() => {
    throw { ...NOT_FETCHED };
  });
}

/** The encrypted login as an actor's call, for every flow that logs a member in. */
export function secureLogin(client: PlatformClient) {
  return async (payload: Secure.LoginPayload) => {
    const { login } = await loadSecure();
    return login(client, payload);
  };
}
