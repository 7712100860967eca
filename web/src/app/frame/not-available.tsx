import { Link } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../lib/routes.ts";
import { EmptyState } from "../../ui/empty-state.tsx";

/** A declared route whose screen a later issue builds: says so instead of pretending to be the screen. */
export function NotAvailable({ isHome }: { isHome: boolean }) {
  const { LL } = useI18nContext();
  return (
    <EmptyState text={LL.common.notAvailableYet()}>
      {isHome ? null : (
        <Link href={paths.home} className="button button--ghost button--small">
          {LL.common.backHome()}
        </Link>
      )}
    </EmptyState>
  );
}
