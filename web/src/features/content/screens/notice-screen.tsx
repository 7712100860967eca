import { useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { authStore } from "../../../stores/auth.ts";
import { Breadcrumb } from "../../../ui/breadcrumb.tsx";
import { DataState, selectData, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { notices as noticesQuery } from "../api/get-notices.ts";
import { useMarkNoticeRead } from "../api/mark-notice-read.ts";
import { NoticeItem } from "../components/notice-item.tsx";
import { activeIndex, isRead, noticesOf, shouldMarkRead } from "../notice-rules.ts";
import "../content.css";

/** Spec §2 "Notices screen" (/m/notice?index=): the notices, the one of `index` open and in view; opening marks read. */
export default function NoticeScreen() {
  const { LL } = useI18nContext();
  const rawIndex = new URLSearchParams(useSearch()).get("index");
  const notices = selectData(useApiQuery(noticesQuery), noticesOf);
  const markRead = useMarkNoticeRead();
  const [open, setOpen] = useState<ReadonlySet<number> | null>(null);
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const activeRef = useRef<HTMLLIElement>(null);

  const list = notices.data;
  const active = list ? activeIndex(rawIndex, list.length) : undefined;
  const activeId = active === undefined ? undefined : list?.[active]?.id;
  // Until the member taps, the notice of `index` is the open one.
  const opened = open ?? new Set(activeId === undefined ? [] : [activeId]);

  useEffect(() => {
    if (activeId !== undefined) activeRef.current?.scrollIntoView?.({ block: "center" });
  }, [activeId]);

  const toggle = (id: number, read: boolean | undefined) => {
    const next = new Set(opened);
    if (next.has(id)) {
      next.delete(id);
      setOpen(next);
      return;
    }
    next.add(id);
    setOpen(next);
    if (shouldMarkRead(authStore.session, { read }, readHere.has(id))) {
      setReadHere(new Set(readHere).add(id));
      markRead(id);
    }
  };

  return (
    <div className="content-page">
      <Breadcrumb
        label={LL.content.breadcrumb.label()}
        crumbs={[{ label: LL.content.breadcrumb.home(), href: paths.home }, { label: LL.content.breadcrumb.announcement() }]}
      />
      <DataState
        query={notices}
        skeleton={<Skeleton shape="rows" count={5} />}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState text={LL.empty.noAnnouncement()} />}
      >
        {(items) => (
          <ul className="expandable-list" aria-label={LL.content.notices.list()}>
            {items.map((notice) => (
              <NoticeItem
                key={notice.id}
                ref={notice.id === activeId ? activeRef : undefined}
                notice={notice}
                read={isRead(notice, readHere)}
                expanded={opened.has(notice.id)}
                onToggle={() => toggle(notice.id, notice.read)}
              />
            ))}
          </ul>
        )}
      </DataState>
    </div>
  );
}
