import { unwrapVoid, type components } from "@platform/sdk";
import type { Api } from "../../../lib/app-services.tsx";

export type FavouriteBody = components["schemas"]["FavoriteGameRequest"];

/** Spec §7: POST MCSFE_addFavoriteGameV2 (nodeId, vendor, gameType; the token travels in the header). */
export function addFavourite(api: Api, body: FavouriteBody): Promise<void> {
  return unwrapVoid(api.POST("/wps/relay/MCSFE_addFavoriteGameV2", { body }));
}

/** Spec §7: DELETE MCSFE_removeFavoriteGameV2 with the same body. */
export function removeFavourite(api: Api, body: FavouriteBody): Promise<void> {
  return unwrapVoid(api.DELETE("/wps/relay/MCSFE_removeFavoriteGameV2", { body }));
}
