import { useI18nContext } from "../i18n/typesafe-i18n-react.tsx";
import { formatMomentSince } from "../lib/date.ts";
import { icon } from "./icons.tsx";
import "./last-known-note.css";

const ClockIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></>);

/**
 * Said beside a balance or points figure that is not the current
 * one ('Last known, as of 09:41'; the date too when not today), from
 * `useLastKnownAt` (lib/last-known.ts). Give the figure
 * `aria-describedby={id}` so that it is read with it. `compact` (a header)
 * shows 'As of 09:41' beside the muted figure; assistive technology still
 * reads the full text.
 */
export function LastKnownNote({ at, id, className, compact = false }: { at: Date; id?: string; className?: string; compact?: boolean }) {
  const { LL } = useI18nContext();
  const time = formatMomentSince(at);
  return (
    <span id={id} className={`last-known${className ? ` ${className}` : ""}`} data-last-known={at.toISOString()}>
      <ClockIcon />
      {compact ? (
        <>
          <span aria-hidden="true">{LL.lastKnown.short({ time })}</span>
          <span className="visually-hidden">{LL.lastKnown.asOf({ time })}</span>
        </>
      ) : (
        <span>{LL.lastKnown.asOf({ time })}</span>
      )}
    </span>
  );
}
