import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { merchantCode } from "../../../config.ts";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "../../games/index.ts";

/** Spec §3: home asks for banners, notices, pop-ups, promotions and hot items of group m_home. */
const HOME_CONTENT_TYPES = "B,PL,PU,PR,H";
const HOME_BANNER_GROUP = "m_home";

/** Keyed by account: the read flags and pop-ups are the member's. */
const homeAnnouncementsKey = (userName: string | undefined) => ["content", "announcements", "home", userName ?? ""] as const;

export const homeAnnouncementsQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: homeAnnouncementsKey(userName),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/wps/relay/CCSFE_getListAnnouncements", {
          params: {
            query: {
              types: HOME_CONTENT_TYPES,
              groupName: HOME_BANNER_GROUP,
              platform: "M",
              merchantCode,
              language: currentLanguageHeader(),
            },
          },
          signal,
        }),
      ),
    staleTime: 60_000,
    // Spec §8: announcements show no error alert.
    meta: { silent: true },
  });

export function useHomeAnnouncements() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(homeAnnouncementsQuery(api, userName));
}
