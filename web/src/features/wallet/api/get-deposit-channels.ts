import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "./api-types.ts";

const depositChannelsKey = ["wallet", "deposit-channels"] as const;

/** MCS2_depositBanksByVendor: the deposit methods, their limits, quick amounts and banks. */
const depositChannelsQuery = (api: Api) =>
  queryOptions({
    queryKey: depositChannelsKey,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCS2_depositBanksByVendor", { signal })),
    staleTime: 60_000,
  });

export function useDepositChannels() {
  const api = useApi();
  return useQuery(depositChannelsQuery(api));
}
