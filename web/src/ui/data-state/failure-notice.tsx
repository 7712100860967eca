import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../lib/failure-text.ts";
import { WarningIcon } from "../screen-icons.tsx";
import { Spinner } from "../spinner.tsx";
import "./data-state.css";

/**
 * A failed load where its content would be: the one translated message for
 * the failure (offline, 5xx, timeout, malformed body each have theirs) and a
 * Try again button. Not an empty state: the member knows nothing was shown
 * because nothing arrived.
 */
export function FailureNotice({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { LL } = useI18nContext();
  return (
    <div className="failure-notice" role="alert">
      <WarningIcon className="failure-notice__icon" />
      <p className="failure-notice__text">{failureText(LL, error)}</p>
      <button type="button" className="button button--ghost button--small" disabled={retrying} onClick={onRetry}>
        {retrying ? <Spinner size="small" /> : null}
        {LL.common.retry()}
      </button>
    </div>
  );
}
