import type { components } from "@platform/sdk";
import { useId, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { MegaphoneIcon } from "./agent-icons.tsx";

type Announcement = components["schemas"]["Announcement"];

/** The announcement a card shows: the first unread one, else the newest. */
export function noticeToShow(list: readonly Announcement[]): Announcement | undefined {
  return list.find((item) => !item.read) ?? list[0];
}

/**
 * Spec §2 "Agent home": the notice card expands and collapses on tap; opening
 * it marks the announcement read (spec §4).
 */
export function NoticeCard({
  announcement,
  onRead,
  label,
}: {
  announcement: Announcement;
  onRead: (announcement: Announcement) => void;
  label?: string;
}) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <article className={`notice-card${open ? " notice-card--open" : ""}`} aria-label={label ?? announcement.title}>
      <button
        type="button"
        className="notice-card__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen(!open);
          if (!open) onRead(announcement);
        }}
      >
        <span className="notice-card__icon" aria-hidden="true">
          <MegaphoneIcon />
        </span>
        <span className="notice-card__title">{announcement.title}</span>
        {!announcement.read ? <span className="notice-card__unread">{LL.agent.home.unread()}</span> : null}
        <span className="notice-card__chevron" aria-hidden="true">
          <ChevronRightIcon />
        </span>
      </button>
      <div id={bodyId} className="notice-card__body" hidden={!open}>
        {open ? <SafeHtml html={announcement.content ?? ""} className="notice-card__content" /> : null}
        <p className="notice-card__dates">
          {announcement.endDate && !announcement.noExpiry
            ? LL.agent.notice.period({ start: announcement.startDate ?? "", end: announcement.endDate })
            : LL.agent.notice.noExpiry({ start: announcement.startDate ?? "" })}
        </p>
      </div>
    </article>
  );
}
