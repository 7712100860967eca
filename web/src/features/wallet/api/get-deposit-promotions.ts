import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "./api-types.ts";

const depositPromotionsKey = (vendorId: number) => ["wallet", "deposit-promotions", vendorId] as const;

/** GET /wps/promotions/deposit: the bonuses a deposit through this channel may take. */
const depositPromotionsQuery = (api: Api, vendorId: number) =>
  queryOptions({
    queryKey: depositPromotionsKey(vendorId),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/promotions/deposit", { params: { query: { vendorId } }, signal })),
    staleTime: 60_000,
  });

/** Asked only for a channel that offers bonuses. */
export function useDepositPromotions(vendorId: number, offered: boolean) {
  const api = useApi();
  return useQuery({ ...depositPromotionsQuery(api, vendorId), enabled: offered });
}
