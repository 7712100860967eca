// Binds the game-list machine (@platform/machines gameListMachine) to the
// SDK: its four actors call the platform, `login.required` opens /m/login.
import { gameListMachine, type FavouriteRequest, type GameListInput } from "@platform/machines";
import { normalizeGameType } from "@platform/machines";
import { useQueryClient } from "@tanstack/react-query";
import { useActorRef } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { useLocation } from "wouter";
import { fromPromise } from "xstate";
import { storedLocale } from "../../../i18n/language.ts";
import { i18nObject } from "../../../i18n/i18n-util.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { LOGIN_PATH } from "../../../lib/paths.ts";
import { authStore } from "../../../stores/auth.ts";
import { fetchFavouriteIds } from "../api/get-favourite-ids.ts";
import { hotGamesQuery } from "../api/get-hot-games.ts";
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
    // Actors reject with the text the machine shows, in the language of the moment (machines hold texts, never errors).
    const fail = (error: unknown): never => {
      throw { message: errorText(i18nObject(storedLocale()), error) };
    };
    const refreshStars = () => queryClient.invalidateQueries({ queryKey: ["games", "favourite-ids"] });
    return gameListMachine.provide({
      actors: {
        loadGames: fromPromise(({ input: request, signal }) =>
          loadGamePage(
            { api, hotGames: () => queryClient.fetchQuery(hotGamesQuery(api, authStore.session?.userName)) },
            request,
            signal,
          ).catch(fail),
        ),
        loadFavouriteIds: fromPromise(({ signal }) => fetchFavouriteIds(api, signal).catch(fail)),
        addFavourite: fromPromise(({ input: request }) => addFavourite(api, favouriteBody(request)).then(refreshStars, fail)),
        removeFavourite: fromPromise(({ input: request }) => removeFavourite(api, favouriteBody(request)).then(refreshStars, fail)),
      },
    });
  }, [api, queryClient]);

  const actor = useActorRef(machine, { input });

  useEffect(() => {
    const subscription = actor.on("login.required", () => navigate(LOGIN_PATH));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return actor;
}

export type GameListActor = ReturnType<typeof useGameList>;
