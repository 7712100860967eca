import { Link, useLocation } from "wouter";
import { Balance } from "../../features/member/first-paint.ts";
import { useSession } from "../../shared/session/index.ts";
import { PreferencesButton } from "../../features/settings/first-paint.ts";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../lib/routes.ts";
import { DiceLogoIcon } from "../../ui/icons.tsx";
import { CustomerServiceButton } from "../../features/customer-service/index.ts";
import { DownloadButton } from "../../features/home/first-paint.ts";
import { isHomePath } from "./frame-rules.ts";

/** Spec §2: the top bar of the home paths (and promotions, sponsor, VIP). */
export function HomeHeader() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const [path] = useLocation();

  return (
    <header className="app-bar app-bar--top app-header app-header--home">
      <Link href={paths.home} className="brand" aria-label={LL.app.name()}>
        <DiceLogoIcon className="brand__logo" />
        <span className="brand__name">{LL.app.name()}</span>
      </Link>
      <div className="app-header__actions">
        {session ? (
          <Balance />
        ) : (
          <>
            <Link href={paths.login} className="button button--ghost button--small">
              {LL.common.login()}
            </Link>
            <Link href={paths.register} className="button button--primary button--small">
              {LL.common.register()}
            </Link>
          </>
        )}
        {/* Spec §2: the download button only on home. */}
        {isHomePath(path) ? <DownloadButton /> : null}
        <PreferencesButton />
        <CustomerServiceButton />
      </div>
    </header>
  );
}
