import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDate } from "../../../lib/date.ts";
import { ExpandableCard } from "../../../ui/expandable-card.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import type { InboxMessage } from "../api/get-inbox.ts";

/** One inbox message: title row (unread dot, date) and, opened, its sanitised HTML and Delete. */
export function InboxItem({
  message,
  expanded,
  deleting,
  onToggle,
  onDelete,
}: {
  message: InboxMessage;
  expanded: boolean;
  deleting: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <ExpandableCard
      id={`message-${message.id}`}
      title={message.title}
      unreadLabel={message.read ? undefined : LL.messageCentre.inbox.unread()}
      meta={message.sendTime ? formatDate(message.sendTime) : null}
      expanded={expanded}
      onToggle={onToggle}
    >
      <SafeHtml html={message.content ?? ""} />
      <div className="inbox-item__actions">
        <button type="button" className="button button--danger button--small" disabled={deleting} onClick={onDelete}>
          {LL.messageCentre.inbox.delete()}
        </button>
      </div>
    </ExpandableCard>
  );
}
