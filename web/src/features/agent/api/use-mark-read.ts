import type { components } from "@platform/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSnapshot } from "valtio";
import { keyedThrottle } from "../../../lib/throttle.ts";
import { authStore } from "../../../stores/auth.ts";
import { MARK_READ_THROTTLE_MS } from "../../content/index.ts";
import { canMarkNoticesRead } from "../../../shared/session/index.ts";
import { agentAnnouncementsKey, markAnnouncementRead } from "./get-agent-announcements.ts";
import { useAgentApi } from "./use-agent-api.ts";

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
  const { api, userName } = useAgentApi();
  const session = useSnapshot(authStore).session;
  const queryClient = useQueryClient();
  const key = agentAnnouncementsKey(userName);
  const allow = useMemo(() => keyedThrottle(MARK_READ_THROTTLE_MS), []);
  const mutation = useMutation({
    mutationFn: (id: number) => markAnnouncementRead(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
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
