import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback } from "react";
import { defineMutation, useApiMutation, useQueryAccount } from "../../../lib/api-query.ts";
import { inbox, type InboxMail, type InboxPage } from "./get-inbox.ts";
import { useRefreshUnreadCounts } from "./refresh-unread-counts.ts";

/** Which message a call names: its id and the store it comes from (both go back to the server). */
type MailRef = Pick<InboxMail, "inboxId" | "recordSource">;

/** The cached inbox with one message's read flag set (marked locally at once). */
function withMessageRead(data: InfiniteData<InboxPage, number> | undefined, id: InboxMail["inboxId"]): InfiniteData<InboxPage, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, content: page.content.map((mail) => (mail.inboxId === id ? { ...mail, read: true } : mail)) })),
  };
}

/** PUT EMFE_updateInboxRead?recordSource=…, body {id}. */
const markMailRead = defineMutation("markInboxRead", {
  call: (api, mail: MailRef) => api.PUT("/wps/relay/EMFE_updateInboxRead", { params: { query: { recordSource: mail.recordSource } }, body: { id: mail.inboxId } }),
  map: () => undefined,
});

/** DELETE EMFE_deleteInbox?inboxIds=…&recordSource=…; the inbox is asked again. */
const deleteMail = defineMutation("deleteInbox", {
  call: (api, mail: MailRef) =>
    api.DELETE("/wps/relay/EMFE_deleteInbox", { params: { query: { inboxIds: [String(mail.inboxId)], recordSource: mail.recordSource } } }),
  map: () => undefined,
  invalidates: [inbox],
});

/** Opening an unread message: read here at once, told to the server (no alert on failure), then the counts asked again. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  const account = useQueryAccount();
  const refreshCounts = useRefreshUnreadCounts();
  const { mutate } = useApiMutation(markMailRead, { meta: { silent: true }, onSettled: refreshCounts });
  return useCallback(
    (mail: MailRef) => {
      queryClient.setQueryData<InfiniteData<InboxPage, number>>(inbox.key(undefined as never, account), (data) => withMessageRead(data, mail.inboxId));
      mutate(mail);
    },
    [account, queryClient, mutate],
  );
}

/** Deletes a message; the inbox and the counts are asked again. Rejects with the PlatformError (the view words it). */
export function useDeleteMessage() {
  const refreshCounts = useRefreshUnreadCounts();
  return useApiMutation(deleteMail, { onSuccess: refreshCounts }).mutateAsync;
}
