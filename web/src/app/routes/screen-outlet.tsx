import { Suspense } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { NotAvailable } from "../frame/not-available.tsx";
import { screenFile, screens, type ScreenProps } from "./screens.ts";

/** Renders a route's lazy screen, or the honest "not available yet" state while it is not built. */
export function ScreenOutlet({ screen, params, isHome }: { screen: string; params: ScreenProps["params"]; isHome: boolean }) {
  const { LL } = useI18nContext();
  const Screen = screens[screenFile(screen)];
  if (!Screen) return <NotAvailable isHome={isHome} />;
  return (
    <Suspense
      fallback={
        <div className="page-loading">
          <Spinner size="large" label={LL.common.loading()} />
        </div>
      }
    >
      <Screen params={params} />
    </Suspense>
  );
}
