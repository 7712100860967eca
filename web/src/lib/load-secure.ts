// The encrypted calls (node-forge) load only on the screens that send them
// (account forms, withdraw, bank card, withdrawal password, points mall), as their own
// chunk: a screen starts fetching it on mount, its calls await it.
import type * as Secure from "@platform/sdk/secure";

export type SecureModule = typeof Secure;

let pending: Promise<SecureModule> | undefined;

export function loadSecure(): Promise<SecureModule> {
  pending ??= import("@platform/sdk/secure");
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
