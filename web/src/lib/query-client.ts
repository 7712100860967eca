import { isPlatformError } from "@platform/sdk";
import { QueryClient } from "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    /** `silent: true`: the call shows no alert on failure (spec §8: announcements, mark-read, inbox count). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Server data lives in React Query. A failed query's message is shown by
 * app/query-error-toasts.tsx; mutations report their own errors where used.
 * Only network failures are retried: an API refusal will not change.
 */
export function createQueryClient({ retry = 1 }: { retry?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < retry && (!isPlatformError(error) || error.kind === "network"),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
