import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { merchantCode } from "../../../config.ts";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "./api-types.ts";

const vendorMappingKey = ["games", "vendor-mapping"] as const;

/** Spec §7: the vendors of each game type and the menu order (typeId 1, merchant_code). */
export const vendorMappingQuery = (api: Api) =>
  queryOptions({
    queryKey: vendorMappingKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET("/wps/relay/GCSGAME_getVassGameType", { params: { query: { typeId: 1, merchant_code: merchantCode } }, signal })),
    staleTime: 10 * 60_000,
  });

export function useVendorMapping() {
  const api = useApi();
  return useQuery(vendorMappingQuery(api));
}
