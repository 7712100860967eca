import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import { flattenWhitelabel, isOn, type FeatureFlag } from "../feature-flags.ts";

type Api = ReturnType<typeof useApi>;

export const whitelabelQuery = (api: Api) =>
  queryOptions({
    queryKey: ["system", "whitelabel"] as const,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/system/whitelabel", { signal })),
    select: flattenWhitelabel,
    staleTime: 5 * 60_000,
    // No view shows it (a failure counts as every switch off): a toast says so.
    meta: { toast: true },
  });

/** The merchant's feature switches as a map; empty (all off) until loaded. */
export function useFeatureFlags(): ReadonlyMap<string, boolean> {
  const api = useApi();
  return useQuery(whitelabelQuery(api)).data ?? new Map();
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  return isOn(useFeatureFlags(), flag);
}
