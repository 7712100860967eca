import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

export const bankCardsKey = (userName: string) => ["wallet", "bank-cards", userName] as const;

/** GET /wps/member/bankCard: the member's withdrawal cards (numbers masked), default first. */
const bankCardsQuery = (api: Api, userName: string) =>
  queryOptions({
    queryKey: bankCardsKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/member/bankCard", { signal })),
    staleTime: 60_000,
  });

export function useBankCards() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useQuery(bankCardsQuery(api, userName));
}
