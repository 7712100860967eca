// The login every flow that logs a member in uses (password, SMS, social, auto
// login), encrypted: the encryption chunk is fetched by the call (lib/load-secure.ts),
// and a failed fetch reaches the form as the network failure it is.
import type { PlatformClient } from "@platform/sdk";
import type * as Secure from "@platform/sdk/secure";
import { loadSecure } from "../../../lib/load-secure.ts";

/** The encrypted login as an actor's call, for every flow that logs a member in. */
export function secureLogin(client: PlatformClient) {
  return async (payload: Secure.LoginPayload) => {
    const { login } = await loadSecure();
    return login(client, payload);
  };
}
