import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { GiftIcon } from "../../../ui/icons.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import type { ActivityStatus } from "../reward-types.ts";

export interface RewardCardProps {
  /** Names the card's error line (unique on the page). */
  id: string;
  title: string;
  /** The kind of reward (VIP bonus, promotion bonus, ticket…). */
  kind: string;
  /** What it gives: money, points, a ticket. */
  gives: readonly string[];
  /** The claim-by date, or no expiry. */
  meta: string;
  /** A line under the meta (a ticket's unmet conditions). */
  note?: string;
  /** The reward's notes as server HTML, shown on request. */
  remark?: string | null;
  label: ActivityStatus;
  /** Its claim can be sent (label claim, and a call exists). */
  canAct: boolean;
  busy: boolean;
  /** The failure of this item's last claim, shown under it with the server's reason. */
  error?: unknown;
  /** A way to complete what a refusal asked for. */
  errorAction?: ReactNode;
  onClaim: () => void;
  /** What an unconfirmed claim shows under the item (checking, or still unknown). */
  notice?: ReactNode;
  /** No action while a claim is still unknown: never a blind retry. */
  hideAction?: boolean;
}

/** One item of the rewards centre: its name, kind, what it gives, until when, its notes, and its status label on the button (enabled only to claim). */
export function RewardCard({ id, title, kind, gives, meta, note, remark, label, canAct, busy, error, errorAction, onClaim, notice, hideAction = false }: RewardCardProps) {
  const { LL } = useI18nContext();
  const errorId = `reward-error-${id}`;
  return (
    <li className={`reward-card${canAct ? "" : " reward-card--done"}`}>
      <div className="icon-tile" aria-hidden="true">
        <GiftIcon />
      </div>
      <div className="reward-card__body">
        <p className="reward-card__kind">{kind}</p>
        <h3 className="reward-card__title">{title}</h3>
        {gives.length > 0 ? <p className="reward-card__amount">{gives.join(" + ")}</p> : null}
        <p className="reward-card__meta">{meta}</p>
        {note ? <p className="reward-card__meta">{note}</p> : null}
        {remark ? (
          <details className="reward-card__details">
            <summary>{LL.rewards.centre.details()}</summary>
            <SafeHtml html={remark} className="reward-card__remark" />
          </details>
        ) : null}
        {error !== undefined ? (
          <div className="reward-card__error" id={errorId} role="alert">
            <p>{failureText(LL, error)}</p>
            {errorAction}
          </div>
        ) : null}
        {notice}
      </div>
      {hideAction ? null : (
        <button
          type="button"
          className={`button button--small ${canAct ? "button--primary" : "button--ghost"} reward-card__action`}
          disabled={!canAct || busy}
          aria-busy={busy}
          aria-label={canAct ? LL.rewards.centre.claimAction({ title }) : undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          onClick={onClaim}
        >
          {LL.activityStatus[label]()}
        </button>
      )}
    </li>
  );
}
