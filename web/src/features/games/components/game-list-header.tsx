import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useHydrating } from "../../../lib/hydration.ts";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { BackIcon, SearchIcon } from "../../../ui/icons.tsx";
import type { GameVendor } from "../game-types.ts";
import { ChevronDownIcon } from "./game-icons.tsx";
import { gameTypeTitles } from "./game-list-loading.tsx";

/** Spec §2 "Game list screen": back, the provider filter (logo or 'All') and search, both opening the drawer. */
export function GameListHeader({
  title,
  vendor,
  onBack,
  onOpenFilter,
  onOpenSearch,
}: {
  title: string;
  vendor: GameVendor | undefined;
  onBack: () => void;
  onOpenFilter: () => void;
  onOpenSearch: () => void;
}) {
  const { LL } = useI18nContext();
  const shown = vendor?.displayName ?? LL.games.list.allProviders();
  // The prerendered page (and the render that hydrates it): the title for each `?gameType=`, which web/index.html's script picks.
  const titleByType = useHydrating() ? gameTypeTitles(LL) : undefined;
  return (
    <header className="app-bar app-bar--top game-list-header">
      <button type="button" className="icon-button" aria-label={LL.games.list.back()} onClick={onBack}>
        <BackIcon />
      </button>
      <h1 className="game-list-header__title" {...(titleByType ? { "data-text-by": "gameType", "data-texts": JSON.stringify(titleByType) } : {})}>
        {title}
      </h1>
      <button type="button" className="provider-button" aria-label={`${shown}, ${LL.games.list.openFilter()}`} onClick={onOpenFilter}>
        {vendor?.iconUrl ? (
          <img className="provider-button__logo" src={safeImageSrc(vendor.iconUrl)} alt={vendor.displayName} width={240} height={96} />
        ) : (
          <span className="provider-button__text">{shown}</span>
        )}
        <ChevronDownIcon className="provider-button__chevron" />
      </button>
      <button type="button" className="icon-button" aria-label={LL.games.list.openSearch()} onClick={onOpenSearch}>
        <SearchIcon />
      </button>
    </header>
  );
}
