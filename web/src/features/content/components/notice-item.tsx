import type { components } from "@platform/sdk";
import { forwardRef } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { dateRangeText } from "../../../lib/date-range.ts";
import { ChevronRightIcon } from "../../../ui/icons.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";

type Announcement = components["schemas"]["Announcement"];

/** One notice: its title row (unread dot, category, dates) and, expanded, its sanitised HTML. */
export const NoticeItem = forwardRef<HTMLLIElement, { notice: Announcement; read: boolean; expanded: boolean; onToggle: () => void }>(
  function NoticeItem({ notice, read, expanded, onToggle }, ref) {
    const { LL } = useI18nContext();
    const panelId = `notice-${notice.id}`;
    return (
      <li ref={ref} className={`notice-item${expanded ? " notice-item--open" : ""}`}>
        <button type="button" className="notice-item__head" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          <span className="notice-item__line">
            {read ? null : <span className="notice-item__dot" role="img" aria-label={LL.content.notices.unread()} />}
            <span className="notice-item__title">{notice.title}</span>
            <ChevronRightIcon className="notice-item__chevron" />
          </span>
          <span className="notice-item__meta">
            {notice.category ? <span className="notice-item__category">{notice.category}</span> : null}
            <span>{dateRangeText(notice, LL.content.notices.longTerm())}</span>
          </span>
        </button>
        {expanded ? (
          <div id={panelId} className="notice-item__body">
            <SafeHtml html={notice.content ?? ""} />
          </div>
        ) : null}
      </li>
    );
  },
);
