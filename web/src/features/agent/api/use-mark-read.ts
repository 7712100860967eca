import type { components } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { invalidateApiQueries, useApiMutation, useQueryAccount } from "../../../lib/api-query.ts";
import { keyedThrottle } from "../../../lib/throttle.ts";
import { markAnnouncementRead, MARK_READ_THROTTLE_MS } from "../../content/index.ts";
import { canMarkNoticesRead, useSession } from "../../../shared/session/index.ts";
import { agentAnnouncements } from "./get-agent-announcements.ts";

type Announcement = components["schemas"]["Announcement"];
interface AgentAnnouncements {
  list: Announcement[];
  unreadCount: number;
}

/**
 * Spec §4 "Announcement read": set read locally, tell the server, reload the
 * announcements; only for logged-in sessions whose type is not 4; no alert
 * when it fails (spec §8); at most once per 150 ms per notice (spec §9, as the
 * content feature's notices).
 */
export function useMarkAnnouncementRead() {
  const account = useQueryAccount();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const key = agentAnnouncements.key(undefined, account);
  const allow = useMemo(() => keyedThrottle(MARK_READ_THROTTLE_MS), []);
  const mutation = useApiMutation(markAnnouncementRead, { onSettled: () => invalidateApiQueries(queryClient, [agentAnnouncements], account), meta: { silent: true } });
  return (announcement: Announcement) => {
    if (announcement.read || !canMarkNoticesRead(session) || !allow(String(announcement.id))) return;
    queryClient.setQueryData<AgentAnnouncements>(key, (current) =>
      current
        ? {
            list: current.list.map((item) => (item.id === announcement.id ? { ...item, read: true } : item)),
            unreadCount: Math.max(0, current.unreadCount - 1),
          }
        : current,
    );
    mutation.mutate(announcement.id);
  };
}
