import { Suspense } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { ErrorBoundary } from "../../ui/error-boundary.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { NotAvailable } from "../frame/not-available.tsx";
import { screenFile, screens, type ScreenProps } from "./screens.ts";

/** Renders a route's lazy screen, or the honest "not available yet" state while it is not built. */
export function ScreenOutlet({ screen, params, isHome }: { screen: string; params: ScreenProps["params"]; isHome: boolean }) {
  const { LL } = useI18nContext();
  const Screen = screens[screenFile(screen)];
  if (!Screen) return <NotAvailable isHome={isHome} />;
  const failed = (
    <EmptyState text={LL.errors.systemError()}>
      <button type="button" className="button button--ghost button--small" onClick={() => window.location.reload()}>
        {LL.common.retry()}
      </button>
    </EmptyState>
  );
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense
        fallback={
          <div className="page-loading">
            <Spinner size="large" label={LL.common.loading()} />
          </div>
        }
      >
        <Screen params={params} />
      </Suspense>
    </ErrorBoundary>
  );
}
