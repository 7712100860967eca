import { Link } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { Spinner } from "../spinner.tsx";
import "./money-call-notice.css";

export type MoneyWhat = "withdrawal" | "deposit" | "bankCard" | "paymentPassword" | "claim" | "signIn" | "redemption" | "conversion" | "raffle" | "redPacket" | "dividendPayout";

/**
 * What an unconfirmed money intent shows in place of its form's submit:
 * while the records are read, that it is being checked and must
 * not be sent again; when they could not tell, that it may have gone
 * through, with the way to the records and another reading — never a retry.
 * Nothing for other phases: the form shows its answer or its refusal.
 */
export function MoneyCallNotice({
  phase,
  what,
  recordsHref,
  onRecheck,
}: {
  phase: string;
  what: MoneyWhat;
  /** The member's records, where an unconfirmed intent can be looked up (none: no link). */
  recordsHref?: string;
  onRecheck: () => void;
}) {
  const { LL } = useI18nContext();
  const subject = LL.money.what[what]();
  if (phase === "checking") {
    return (
      <div className="money-notice" role="status">
        <Spinner size="small" />
        <div className="money-notice__text">
          <strong>{LL.money.checking({ what: subject })}</strong>
          <span>{LL.money.checkingHelp()}</span>
        </div>
      </div>
    );
  }
  if (phase !== "unknown") return null;
  return (
    <div className="money-notice money-notice--unknown" role="alert">
      <div className="money-notice__text">
        <strong>{LL.money.unknown({ what: subject })}</strong>
        <span>{recordsHref ? LL.money.unknownHelp() : LL.money.unknownHelpNoRecords()}</span>
      </div>
      <div className="money-notice__actions">
        {recordsHref ? (
          <Link href={recordsHref} className="button button--primary button--block">
            {LL.money.records()}
          </Link>
        ) : null}
        <button type="button" className="button button--ghost button--block" onClick={onRecheck}>
          {LL.money.checkAgain()}
        </button>
      </div>
    </div>
  );
}
