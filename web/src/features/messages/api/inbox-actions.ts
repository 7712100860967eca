import { markMessagesRead } from "@platform/sdk/forms";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback } from "react";
import { defineMutation, useApiMutation, useQueryAccount } from "../../../lib/api-query.ts";
import { inbox, type InboxPage } from "./get-inbox.ts";
import { useRefreshUnreadCounts } from "./refresh-unread-counts.ts";

/** The cached inbox with one message's read flag set (marked locally at once). */
function withMessageRead(data: InfiniteData<InboxPage, number> | undefined, id: number): InfiniteData<InboxPage, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, content: page.content.map((message) => (message.id === id ? { ...message, read: true } : message)) })),
  };
}

/** POST /wps/message/read (form-encoded). */
const markMessageRead = defineMutation("markMessagesRead", { run: ({ client }, id: number) => markMessagesRead(client, [id]) });

/** DELETE /wps/message/inbox; the inbox is asked again. */
const deleteMessage = defineMutation("deleteInboxMessages", {
  call: (api, id: number) => api.DELETE("/wps/message/inbox", { params: { query: { messageIds: String(id) } } }),
  map: () => undefined,
  invalidates: [inbox],
});

/** Opening an unread message: read here at once, told to the server (no alert on failure), then the counts asked again. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  const account = useQueryAccount();
  const refreshCounts = useRefreshUnreadCounts();
  const { mutate } = useApiMutation(markMessageRead, { meta: { silent: true }, onSettled: refreshCounts });
  return useCallback(
    (id: number) => {
      queryClient.setQueryData<InfiniteData<InboxPage, number>>(inbox.key(undefined as never, account), (data) => withMessageRead(data, id));
      mutate(id);
    },
    [account, queryClient, mutate],
  );
}

/** Deletes a message; the inbox and the counts are asked again. Rejects with the PlatformError (the view words it). */
export function useDeleteMessage() {
  const refreshCounts = useRefreshUnreadCounts();
  return useApiMutation(deleteMessage, { onSuccess: refreshCounts }).mutateAsync;
}
