import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "../../games/index.ts";

/** Spec §3: the notice screen asks for banners, player notices and pop-ups. */
const NOTICE_CONTENT_TYPES = "B,PL,PU";

/** Every announcement list (home's and this screen's) sits under this key; marking one read reloads them all. */
export const announcementsRootKey = ["content", "announcements"] as const;
const noticesKey = (userName: string | undefined) => [...announcementsRootKey, "notices", userName ?? ""] as const;

const noticesQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: noticesKey(userName),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/wps/relay/CCSFE_getListAnnouncements", {
          params: { query: { types: NOTICE_CONTENT_TYPES, platform: "M", merchantCode, language: currentLanguageHeader() } },
          signal,
        }),
      ),
    staleTime: 30_000,
    // Spec §8: announcements show no error alert (the screen shows its own failure state).
    meta: { silent: true },
  });

export function useNotices() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(noticesQuery(api, userName));
}
