import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDateTime } from "../../../lib/date.ts";
import { formatMoney } from "../../../lib/money.ts";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { ExternalLink } from "../../../ui/external-link.tsx";
import type { DepositOutcome } from "../api/deposit.ts";
import { ClockIcon, QrIcon } from "../wallet-icons.tsx";
import { CopyButton } from "./copy-button.tsx";

/**
 * A deposit whose payment page opened, or whose order the records show, is not paid until the
 * payment arrives: it carries the mark of a pending payment, never a success tick.
 */
function PendingMark() {
  const { LL } = useI18nContext();
  return (
    <p className="deposit-result__pending">
      <ClockIcon className="wallet-result__icon wallet-result__icon--pending" />
      <span className="deposit-result__pending-text">{LL.wallet.deposit.pending()}</span>
    </p>
  );
}

function Detail({ label, value, copy }: { label: string; value: string | null | undefined; copy?: boolean }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value}
        {copy ? <CopyButton text={value} label={label} /> : null}
      </dd>
    </div>
  );
}

/**
 * What a deposit answered: the QR code to scan (a server image through the
 * URL gate, with a save link), the payment page that opened (and a link to
 * open it again), or the account to transfer to with copy buttons; the order number to copy, and the mark
 * of a payment that has not arrived (PendingMark) where the answer is a page or a recorded order.
 */
export function DepositResult({ outcome, amount, symbol, onAgain }: { outcome: DepositOutcome; amount: number; symbol?: string; onAgain: () => void }) {
  const { LL } = useI18nContext();
  const money = formatMoney(
    outcome.mode === "QR_IMAGE" ? (outcome.value.amount ?? amount) : outcome.mode === "MANUAL_TRANSFER" || outcome.mode === "RECORDED" ? outcome.value.amount : amount,
    symbol,
  );

  return (
    <section className="wallet-card deposit-result" aria-labelledby="deposit-result-title">
      {outcome.mode === "QR_IMAGE" ? (
        <>
          <h2 id="deposit-result-title" className="wallet-card__title">
            <QrIcon /> {LL.wallet.deposit.qrTitle()}
          </h2>
          <p className="wallet-card__intro">{LL.wallet.deposit.qrHelp({ amount: money })}</p>
          <img className="deposit-result__qr" src={safeImageSrc(outcome.value.qrImageUrl)} alt={LL.wallet.deposit.qrAlt({ amount: money })} width={220} height={220} />
          {outcome.value.expiresAt ? <p className="deposit-result__note">{LL.wallet.deposit.qrExpires({ time: formatDateTime(outcome.value.expiresAt) })}</p> : null}
          {/* "Save image" where the browser allows: a download of the same gated address. */}
          {safeImageSrc(outcome.value.qrImageUrl) ? (
            <ExternalLink href={outcome.value.qrImageUrl} className="button button--ghost button--small">
              {LL.wallet.deposit.saveImage()}
            </ExternalLink>
          ) : null}
        </>
      ) : null}
      {outcome.mode === "LAUNCH_URL" ? (
        <>
          <PendingMark />
          <h2 id="deposit-result-title" className="wallet-card__title">
            {LL.wallet.deposit.launchTitle()}
          </h2>
          <p className="wallet-card__intro">{LL.wallet.deposit.launchHelp({ amount: money })}</p>
          <ExternalLink href={outcome.value.launchUrl} className="button button--ghost button--small">
            {LL.wallet.deposit.openAgain()}
          </ExternalLink>
        </>
      ) : null}
      {outcome.mode === "MANUAL_TRANSFER" ? (
        <>
          <h2 id="deposit-result-title" className="wallet-card__title">
            {LL.wallet.deposit.transferTitle()}
          </h2>
          <p className="wallet-card__intro">{LL.wallet.deposit.transferHelp({ amount: money })}</p>
          <dl className="wallet-details deposit-result__details">
            <Detail label={LL.wallet.deposit.bankName()} value={outcome.value.bankName} />
            <Detail label={LL.wallet.deposit.accountName()} value={outcome.value.accountName} copy />
            <Detail label={LL.wallet.deposit.accountNumber()} value={outcome.value.accountNumber} copy />
            <Detail label={LL.wallet.deposit.branch()} value={outcome.value.branchName} />
            <Detail label={LL.wallet.deposit.reference()} value={outcome.value.remarkCode} copy />
            <Detail label={LL.wallet.deposit.expires()} value={outcome.value.expiresAt ? formatDateTime(outcome.value.expiresAt) : null} />
          </dl>
        </>
      ) : null}
      {outcome.mode === "RECORDED" ? (
        <>
          <PendingMark />
          <h2 id="deposit-result-title" className="wallet-card__title">
            {LL.wallet.deposit.recordedTitle()}
          </h2>
          <p className="wallet-card__intro">{LL.wallet.deposit.recordedHelp({ amount: money })}</p>
        </>
      ) : null}
      <dl className="wallet-details deposit-result__details">
        {/* The order number is what customer service asks for about a payment: copied, not retyped. */}
        <Detail label={LL.wallet.deposit.order()} value={outcome.value.transactionId} copy />
      </dl>
      <button type="button" className="button button--ghost button--block" onClick={onAgain}>
        {LL.wallet.deposit.another()}
      </button>
    </section>
  );
}
