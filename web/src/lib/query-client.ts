import { isPlatformError } from "@platform/sdk";
import { QueryClient } from "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** Spec §8: the call shows no alert on failure (announcements, mark-read, inbox count…). */
      silent?: boolean;
      /**
       * The failure shows as a toast. Only for data no view shows (the status
       * check, the white-label switches, the balance behind its refresh button):
       * a view shows its own failure with ui/data-state, once.
       */
      toast?: boolean;
    };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Server data lives in React Query. A query's failure is shown by its view
 * (ui/data-state: one message with Try again); mutations report their own.
 * Queries run offline too, so that offline is a failure with a message rather
 * than a silent pause, and they are asked again when the network comes back
 * or the window gets the focus (stale or failed ones). Only network failures
 * are retried: an API refusal will not change.
 */
export function createQueryClient({ retry = 1 }: { retry?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: "always",
        retry: (count, error) => count < retry && (!isPlatformError(error) || error.kind === "network"),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
