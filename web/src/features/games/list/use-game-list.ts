// Binds the game-list machine (@platform/machines gameListMachine) to the
// SDK: its four actors call the platform, `login.required` opens /m/login.
import { gameListMachine, type FavouriteRequest, type GameListInput, type GamePageRequest } from "@platform/machines";
import { normalizeGameType } from "@platform/machines";
import { useQueryClient } from "@tanstack/react-query";
import { useActorRef } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { useLocation } from "wouter";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { fromCall } from "../../../lib/from-call.ts";
import { currentPath, loginIntentState } from "../../../lib/login-intent.ts";
import { paths } from "../../../lib/routes.ts";
import { authStore } from "../../../stores/auth.ts";
import { favouriteIds } from "../api/get-favourite-ids.ts";
import { hotGames } from "../api/get-hot-games.ts";
import { addFavourite, removeFavourite, type FavouriteBody } from "../api/toggle-favourite.ts";
import { loadGamePage } from "./load-game-page.ts";

function favouriteBody(request: FavouriteRequest): FavouriteBody {
  return { nodeId: Number(request.nodeId), vendor: request.vendor, gameType: normalizeGameType(request.gameType) };
}

export function useGameList(input: GameListInput) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const machine = useMemo(() => {
    const refreshStars = () => invalidateApiQueries(queryClient, [favouriteIds]);
    return gameListMachine.provide({
      actors: {
        loadGames: fromCall((request: GamePageRequest, signal) =>
          loadGamePage({ api, queryClient, hotGames: () => queryClient.fetchQuery(hotGames.options(api, undefined, authStore.session?.userName)) }, request, signal),
        ),
        // Asked afresh (staleTime 0) on every load; the answer is the stars of the other lists too.
        loadFavouriteIds: fromCall<readonly string[]>(() => queryClient.fetchQuery({ ...favouriteIds.options(api, undefined, authStore.session?.userName), staleTime: 0 })),
        addFavourite: fromCall((request: FavouriteRequest) => addFavourite(api, favouriteBody(request)).then(refreshStars)),
        removeFavourite: fromCall((request: FavouriteRequest) => removeFavourite(api, favouriteBody(request)).then(refreshStars)),
      },
    });
  }, [api, queryClient]);

  const actor = useActorRef(machine, { input });

  useEffect(() => {
    const subscription = actor.on("login.required", () => navigate(paths.login, { state: loginIntentState({ returnTo: currentPath(), reason: "favourite" }) }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return actor;
}

export type GameListActor = ReturnType<typeof useGameList>;
