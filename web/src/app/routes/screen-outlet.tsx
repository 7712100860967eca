import { Suspense, useLayoutEffect } from "react";
import { useAppReady } from "../../lib/app-shell.ts";
import { markFirstScreen } from "../../lib/first-screen-mark.ts";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { ErrorBoundary } from "../../ui/error-boundary.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { NotAvailable } from "../frame/not-available.tsx";
import { screenTexts } from "./route-table.ts";
import { RouteTexts } from "./route-texts.tsx";
import { preloadScreen, screenFile, screens, type ScreenProps } from "./screens.ts";

/**
 * Commits with the screen: the page is ready (lib/app-shell.ts), and the first screen's commit
 * is marked for the bench (lib/first-screen-mark.ts).
 */
function ShellDone() {
  useAppReady();
  useLayoutEffect(markFirstScreen, []);
  return null;
}

/** Renders a route's lazy screen once its texts are loaded, or the honest "not available yet" state while it is not built. */
export function ScreenOutlet({ screen, params, isHome }: { screen: string; params: ScreenProps["params"]; isHome: boolean }) {
  const { LL } = useI18nContext();
  const Screen = screens[screenFile(screen)];
  if (!Screen)
    return (
      <>
        <NotAvailable isHome={isHome} />
        <ShellDone />
      </>
    );
  // The code loads while the route's texts do (RouteTexts), not after them.
  preloadScreen(screen);
  const failed = (
    <EmptyState text={LL.errors.systemError()}>
      <ShellDone />
      <button type="button" className="button button--ghost button--small" onClick={() => window.location.reload()}>
        {LL.common.retry()}
      </button>
    </EmptyState>
  );
  const loading = (
    <div className="page-loading">
      <Spinner size="large" label={LL.common.loading()} />
    </div>
  );
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>
        <RouteTexts namespaces={screenTexts(screen)} fallback={loading}>
          <Screen params={params} />
          <ShellDone />
        </RouteTexts>
      </Suspense>
    </ErrorBoundary>
  );
}
