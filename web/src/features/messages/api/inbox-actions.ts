import { unwrap } from "@platform/sdk";
import { markMessagesRead } from "@platform/sdk/forms";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback } from "react";
import { useApi, useAppServices } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import { inboxKey, type InboxPage } from "./get-inbox.ts";
import { useRefreshUnreadCounts } from "./refresh-unread-counts.ts";

/** The cached inbox with one message's read flag set (marked locally at once). */
function withMessageRead(data: InfiniteData<InboxPage, number> | undefined, id: number): InfiniteData<InboxPage, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, content: page.content.map((message) => (message.id === id ? { ...message, read: true } : message)) })),
  };
}

/** Opening an unread message: read here at once, told to the server (no alert on failure), then the counts asked again. */
export function useMarkMessageRead() {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshUnreadCounts();
  return useCallback(
    (id: number) => {
      queryClient.setQueryData<InfiniteData<InboxPage, number>>(inboxKey(authStore.session?.userName), (data) => withMessageRead(data, id));
      void markMessagesRead(client, [id])
        .catch(() => undefined)
        .then(refreshCounts);
    },
    [client, queryClient, refreshCounts],
  );
}

/** Deletes a message; the inbox and the counts are asked again. Rejects with the PlatformError (the view words it). */
export function useDeleteMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshUnreadCounts();
  return useCallback(
    async (id: number) => {
      await unwrap(api.DELETE("/wps/message/inbox", { params: { query: { messageIds: String(id) } } }));
      await queryClient.invalidateQueries({ queryKey: inboxKey(authStore.session?.userName) });
      refreshCounts();
    },
    [api, queryClient, refreshCounts],
  );
}
