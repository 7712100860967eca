import type { RememberedLogin } from "@platform/machines";
import { useQuery } from "@tanstack/react-query";
import { readRememberedLogin } from "./remembered-login.ts";

/**
 * The remembered login for the login and change-password forms. Opening the
 * sealed password is asynchronous (WebCrypto, IndexedDB), so the forms wait
 * for `ready` before they start their machines. Read afresh on every visit.
 */
export function useRememberedLogin(): { ready: boolean; remembered: RememberedLogin | null } {
  const query = useQuery({
    queryKey: ["device", "remembered-login"],
    queryFn: async () => (await readRememberedLogin().catch(() => null)) ?? null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  return { ready: !query.isPending, remembered: query.data ?? null };
}
