import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDate } from "../../../lib/date.ts";
import { ChevronRightIcon } from "../../../ui/icons.tsx";
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
  const panelId = `message-${message.id}`;
  return (
    <li className={`notice-card${expanded ? " notice-card--open" : ""}`}>
      <button type="button" className="notice-card__head" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        <span className="notice-card__line">
          {message.read ? null : <span className="notice-card__dot" role="img" aria-label={LL.messageCentre.inbox.unread()} />}
          <span className="notice-card__title">{message.title}</span>
          <ChevronRightIcon className="notice-card__chevron" />
        </span>
        <span className="notice-card__meta">{message.sendTime ? formatDate(message.sendTime) : null}</span>
      </button>
      {expanded ? (
        <div id={panelId} className="notice-card__body">
          <SafeHtml html={message.content ?? ""} />
          <div className="notice-card__actions">
            <button type="button" className="button button--danger button--small" disabled={deleting} onClick={onDelete}>
              {LL.messageCentre.inbox.delete()}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
