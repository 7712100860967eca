import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

const favouriteIdsKey = (userName: string | undefined) => ["games", "favourite-ids", userName ?? ""] as const;

/** Spec §7, §9: the node ids of the member's favourites, once, 100 to the page. */
export function fetchFavouriteIds(api: Api, signal?: AbortSignal): Promise<string[]> {
  return unwrap(api.GET("/wps/relay/MCSFE_getFavoriteGames", { params: { query: { pageNo: 1, pageSize: 100 } }, signal }));
}

const favouriteIdsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: favouriteIdsKey(userName),
    queryFn: ({ signal }) => fetchFavouriteIds(api, signal),
    enabled: userName !== undefined,
    // No alert: without the ids the lists still show, only without stars.
    meta: { silent: true },
  });

/** Empty for visitors. */
export function useFavouriteIds(): readonly string[] {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(favouriteIdsQuery(api, userName)).data ?? [];
}
