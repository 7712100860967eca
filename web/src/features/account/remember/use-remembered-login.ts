import type { RememberedLogin } from "@platform/machines";
import { defineLocalQuery, useLocalQuery } from "../../../lib/api-query.ts";
import { readRememberedLogin } from "./remembered-login.ts";

/** Not a contract operation: the login kept on this device (lib/api-query.ts's local reads). Read afresh each time, kept by no one. */
const rememberedLogin = defineLocalQuery("device-remembered-login", {
  load: async () => (await readRememberedLogin().catch(() => null)) ?? null,
  staleTime: 0,
  gcTime: 0,
  meta: { silent: true },
});

/**
 * The remembered login for the login and change-password forms. Opening the
 * sealed password is asynchronous (WebCrypto, IndexedDB), so the forms wait
 * for `ready` before they start their machines. Read afresh on every visit.
 */
export function useRememberedLogin(): { ready: boolean; remembered: RememberedLogin | null } {
  const query = useLocalQuery(rememberedLogin);
  return { ready: !query.isPending, remembered: query.data ?? null };
}
