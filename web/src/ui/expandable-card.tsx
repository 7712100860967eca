import { forwardRef, type ReactNode } from "react";
import { ChevronRightIcon } from "./screen-icons.tsx";
import "./expandable-card.css";

export interface ExpandableCardProps {
  /** Unique on the page: names the body the head controls. */
  id: string;
  title: string;
  /** The line under the title (category, dates). */
  meta: ReactNode;
  /** Set while unread: a red dot with this accessible name. */
  unreadLabel?: string;
  expanded: boolean;
  onToggle: () => void;
  /** The body, rendered only while expanded. */
  children: ReactNode;
}

/** A list card whose head opens and closes its body (notices, inbox messages, agent notices). */
export const ExpandableCard = forwardRef<HTMLLIElement, ExpandableCardProps>(function ExpandableCard(
  { id, title, meta, unreadLabel, expanded, onToggle, children },
  ref,
) {
  return (
    <li ref={ref} className={`expandable-card${expanded ? " expandable-card--open" : ""}`}>
      <button type="button" className="expandable-card__head" aria-expanded={expanded} aria-controls={id} onClick={onToggle}>
        <span className="expandable-card__line">
          {unreadLabel ? <span className="expandable-card__dot" role="img" aria-label={unreadLabel} /> : null}
          <span className="expandable-card__title">{title}</span>
          <ChevronRightIcon className="expandable-card__chevron" />
        </span>
        <span className="expandable-card__meta">{meta}</span>
      </button>
      {expanded ? (
        <div id={id} className="expandable-card__body">
          {children}
        </div>
      ) : null}
    </li>
  );
});
