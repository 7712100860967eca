import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "./api-types.ts";

export const vendorCardsKey = ["games", "vendor-cards"] as const;

/** Vendor cards by section with their game counts (GCSGAME_newGameVendor; clients cache it). */
export const vendorCardsQuery = (api: Api) =>
  queryOptions({
    queryKey: vendorCardsKey,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/GCSGAME_newGameVendor", { params: { query: { platform: "html5" } }, signal })),
    staleTime: 10 * 60_000,
  });

export function useVendorCards() {
  const api = useApi();
  return useQuery(vendorCardsQuery(api));
}
