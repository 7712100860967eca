// The encrypted calls (node-forge) load only on the account screens, as their
// own chunk: the screens start fetching it on mount, the actors await it.
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
