import type { components } from "@platform/sdk";
import { forwardRef } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { dateRangeText } from "../../../lib/date.ts";
import { ExpandableCard } from "../../../ui/expandable-card.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";

type Announcement = components["schemas"]["Announcement"];

/** One notice: its title row (unread dot, category, dates) and, expanded, its sanitised HTML. */
export const NoticeItem = forwardRef<HTMLLIElement, { notice: Announcement; read: boolean; expanded: boolean; onToggle: () => void }>(
  function NoticeItem({ notice, read, expanded, onToggle }, ref) {
    const { LL } = useI18nContext();
    return (
      <ExpandableCard
        ref={ref}
        id={`notice-${notice.id}`}
        title={notice.title}
        unreadLabel={read ? undefined : LL.content.notices.unread()}
        meta={
          <>
            {notice.category ? <span className="notice-item__category">{notice.category}</span> : null}
            <span>{dateRangeText(notice, LL.content.notices.longTerm())}</span>
          </>
        }
        expanded={expanded}
        onToggle={onToggle}
      >
        <SafeHtml html={notice.content ?? ""} />
      </ExpandableCard>
    );
  },
);
