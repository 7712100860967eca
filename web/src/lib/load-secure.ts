// The encrypted calls (node-forge) as their own chunk, for every feature that sends
// them (account forms, withdraw, bank card, withdrawal password, points mall, open
// account): fetched when an encrypting call is made (or a form is first focused), and
// that call awaits it; a failed fetch is asked again next time.
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
