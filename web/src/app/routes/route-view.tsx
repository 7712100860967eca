import { useEffect } from "react";
import { useSearch } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { isHomePath } from "../frame/frame-rules.ts";
import { PageFrame } from "../frame/page-frame.tsx";
import { RouteGuard } from "./route-guard.tsx";
import { guardsOf, type RouteMatch } from "./route-table.ts";
import { ScreenOutlet } from "./screen-outlet.tsx";
import { routeTitle } from "./titles.ts";

/** One route: document title, frame, role gate, then its screen. */
export function RouteView({ path, match }: { path: string; match: RouteMatch }) {
  const { LL } = useI18nContext();
  const { entry, params } = match;
  const search = useSearch();
  const title = entry.title ? routeTitle(LL, entry.title, params) : LL.app.name();

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <PageFrame path={path} title={title}>
      <RouteGuard guards={guardsOf(entry, search)} visitorOnly={entry.visitorOnly}>
        <ScreenOutlet screen={entry.screen} params={params} isHome={isHomePath(path)} />
      </RouteGuard>
    </PageFrame>
  );
}
