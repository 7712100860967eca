import { unwrap } from "@platform/sdk";
import { queryOptions } from "@tanstack/react-query";
import type { useApi } from "../../../lib/app-services.tsx";

type Api = ReturnType<typeof useApi>;

/** The page the customer-service button opens (spec §2); no session needed, no alert on failure (spec §7). */
export const customerServiceQuery = (api: Api) =>
  queryOptions({
    queryKey: ["system", "customer-service"] as const,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/WPSCORE_getCustomerServiceScript", { signal })),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
