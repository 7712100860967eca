import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { defineMutation, invalidateApiQueries, useApiMutation } from "../../../lib/api-query.ts";
import { keyedThrottle } from "../../../lib/throttle.ts";
import { MARK_READ_THROTTLE_MS } from "../notice-rules.ts";
import { notices } from "./get-notices.ts";

/** POST MCSFE_markAnnouncementAsRead (the notices here, the agent centre's announcements). */
export const markAnnouncementRead = defineMutation("markAnnouncementRead", {
  call: (api, announcementId: number) => api.POST("/wps/relay/MCSFE_markAnnouncementAsRead", { body: { announcementId, read: true } }),
});

/**
 * Spec §4, §9: tell the server a notice was read (at most once per 150 ms per
 * notice, no error alert), then reload the announcements (every view of them,
 * this screen's and home's: the read flags and unread counts change).
 */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  const { mutate } = useApiMutation(markAnnouncementRead, { meta: { silent: true }, onSettled: () => invalidateApiQueries(queryClient, [notices]) });
  const allow = useMemo(() => keyedThrottle(MARK_READ_THROTTLE_MS), []);
  return useCallback(
    (announcementId: number) => {
      if (allow(String(announcementId))) mutate(announcementId);
    },
    [allow, mutate],
  );
}
