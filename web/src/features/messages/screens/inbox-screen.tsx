import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { DataState, selectData, Skeleton } from "../../../ui/data-state/index.ts";
import { openDialog } from "../../../ui/dialog/dialog-store.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useInbox, type InboxMail } from "../api/get-inbox.ts";
import { useDeleteMessage, useMarkMessageRead } from "../api/inbox-actions.ts";
import { InboxItem } from "../components/inbox-item.tsx";
import "../messages.css";

/** Spec §2 "/m/webEmail": the member's messages of the last 30 days, page by page; opening one marks it read; delete; empty state. */
export default function InboxScreen() {
  const { LL } = useI18nContext();
  const inbox = useInbox();
  const messages = selectData(inbox, (data) => data.pages.flatMap((page) => page.content));
  const markRead = useMarkMessageRead();
  const deleteMessage = useDeleteMessage();
  const [openId, setOpenId] = useState<InboxMail["inboxId"]>();
  const [deleting, setDeleting] = useState<InboxMail["inboxId"]>();

  const toggle = (mail: InboxMail) => {
    if (openId === mail.inboxId) return setOpenId(undefined);
    setOpenId(mail.inboxId);
    if (!mail.read) markRead(mail);
  };

  const remove = async (mail: InboxMail) => {
    const confirmed = await openDialog({ message: LL.messageCentre.inbox.confirmDelete(), confirmText: LL.messageCentre.inbox.delete(), cancelText: LL.common.cancel() });
    if (!confirmed) return;
    setDeleting(mail.inboxId);
    try {
      await deleteMessage(mail);
      setOpenId(undefined);
      toast.success(LL.messageCentre.inbox.deleted());
    } catch (error) {
      toast.error(failureText(LL, error));
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <div className="inbox-page">
      <DataState
        query={messages}
        skeleton={<Skeleton shape="rows" count={5} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState text={LL.empty.noData()} />}
      >
        {(list) => (
          <>
            <ul className="expandable-list" aria-label={LL.messageCentre.inbox.list()}>
              {list.map((mail) => (
                <InboxItem
                  key={`${mail.recordSource}-${String(mail.inboxId)}`}
                  mail={mail}
                  expanded={openId === mail.inboxId}
                  deleting={deleting === mail.inboxId}
                  onToggle={() => toggle(mail)}
                  onDelete={() => void remove(mail)}
                />
              ))}
            </ul>
            <div className="inbox-page__more">
              {inbox.hasNextPage ? (
                <button type="button" className="button button--ghost button--small" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
                  {LL.messageCentre.inbox.loadMore()}
                </button>
              ) : (
                <p className="inbox-page__end">{LL.messageCentre.inbox.end()}</p>
              )}
            </div>
          </>
        )}
      </DataState>
    </div>
  );
}
