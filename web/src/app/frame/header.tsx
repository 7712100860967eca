import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../lib/routes.ts";
import { BackIcon, SearchIcon } from "../../ui/icons.tsx";
import { CustomerServiceButton } from "../../features/customer-service/index.ts";
import { backInApp } from "../../lib/app-location.ts";
import type { FrameLayout } from "./frame-rules.ts";

/** Spec §2 "Page frame": back arrow, page title, customer service (or search on /m/read/*). */
export function Header({ layout, title }: { layout: FrameLayout; title: string }) {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();

  const goBack = () => {
    // A page opened directly has no history entry of ours to return to (stay in the app).
    if (layout.backTarget === "home") navigate(paths.home);
    else backInApp(() => navigate(paths.home));
  };

  return (
    <header className="app-bar app-bar--top app-header">
      <div className="app-header__side">
        {layout.backArrow ? (
          <button type="button" className="icon-button" aria-label={LL.header.back()} onClick={goBack}>
            <BackIcon />
          </button>
        ) : null}
      </div>
      <h1 className="app-header__title">{title}</h1>
      <div className="app-header__side app-header__side--end">
        {layout.headerRight === "search" ? (
          <button type="button" className="icon-button" aria-label={LL.header.search()} onClick={() => navigate(paths.help)}>
            <SearchIcon />
          </button>
        ) : (
          <CustomerServiceButton />
        )}
      </div>
    </header>
  );
}
