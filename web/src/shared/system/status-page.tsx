import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useAppReady } from "../../lib/app-shell.ts";
import { ShieldIcon, WrenchIcon } from "../../ui/icons.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import "./status-page.css";

/** Spec §4: status 1 (maintenance) and 2 (region restricted) each replace the app with a full page. */
export function StatusPage({
  kind,
  ip,
  refreshing,
  onRetry,
}: {
  kind: "maintenance" | "regionRestricted";
  ip?: string;
  refreshing: boolean;
  onRetry: () => void;
}) {
  const { LL } = useI18nContext();
  // The page replaces the app: it is ready for a tap (lib/app-shell.ts).
  useAppReady();
  const texts = kind === "maintenance" ? LL.status.maintenance : LL.status.regionRestricted;
  return (
    <main className={`status-page status-page--${kind}`}>
      <div className="status-page__badge" aria-hidden="true">
        {kind === "maintenance" ? <WrenchIcon /> : <ShieldIcon />}
      </div>
      <h1 className="status-page__title">{texts.title()}</h1>
      <p className="status-page__message">{texts.message()}</p>
      {kind === "regionRestricted" && ip ? <p className="status-page__ip">{LL.status.yourIp({ ip })}</p> : null}
      <button type="button" className="button button--primary status-page__retry" onClick={onRetry} disabled={refreshing}>
        {refreshing ? <Spinner size="small" /> : null}
        {LL.status.retry()}
      </button>
    </main>
  );
}
