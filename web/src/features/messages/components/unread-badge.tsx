import { badgeText } from "../unread-badge.ts";
import "../messages.css";

/** The red count badge (spec §2: '99+' above 99, nothing for 0); `label` words it for screen readers. */
export function UnreadBadge({ count, label }: { count: number | undefined; label: (count: number) => string }) {
  const text = badgeText(count);
  if (text === null || count === undefined) return null;
  return (
    <span className="unread-badge" role="img" aria-label={label(count)}>
      {text}
    </span>
  );
}
