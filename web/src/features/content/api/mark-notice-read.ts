import { unwrap } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useApi } from "../../../lib/app-services.tsx";
import { keyedThrottle } from "../../../lib/throttle.ts";
import { MARK_READ_THROTTLE_MS } from "../notice-rules.ts";
import { announcementsRootKey } from "./get-notices.ts";

/**
 * Spec §4, §9: tell the server a notice was read (at most once per 150 ms per
 * notice, no error alert), then reload the announcements (this screen's and
 * home's: the read flags and unread counts change).
 */
export function useMarkNoticeRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  const allow = useMemo(() => keyedThrottle(MARK_READ_THROTTLE_MS), []);
  return useCallback(
    (announcementId: number) => {
      if (!allow(String(announcementId))) return;
      void unwrap(api.POST("/wps/relay/MCSFE_markAnnouncementAsRead", { body: { announcementId, read: true } }))
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: announcementsRootKey }));
    },
    [api, queryClient, allow],
  );
}
