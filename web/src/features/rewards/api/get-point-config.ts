import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

const pointConfigKey = ["rewards", "points", "config"] as const;

/** How the merchant's points work (MCSFE_getPointConfig): conversion on or off and its bounds. */
const pointConfigQuery = (api: Api) =>
  queryOptions({
    queryKey: pointConfigKey,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCSFE_getPointConfig", { signal })),
    staleTime: 10 * 60_000,
    // Only the conversion card reads it: without an answer the card stays hidden.
    meta: { silent: true },
  });

export function usePointConfig() {
  const api = useApi();
  const signedIn = useSnapshot(authStore).session !== null;
  return useQuery({ ...pointConfigQuery(api), enabled: signedIn });
}
