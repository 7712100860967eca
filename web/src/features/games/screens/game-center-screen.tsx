import { useLocation, useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useVendorMapping } from "../api/get-vendor-mapping.ts";
import { centreCategories, centreCategory } from "../centre-categories.ts";
import { CategoryGamesPage } from "../components/category-games-page.tsx";
import { menuCategories } from "../menu-categories.ts";
import "../games.css";

/**
 * /m/gameCenter (spec §2, titled 'game center'): the merchant's game
 * categories as tabs, each showing its providers, hot games and games. The
 * open category is kept in the address (?type=LIVE) so back returns to it.
 */
export default function GameCenterScreen() {
  const { LL } = useI18nContext();
  const mapping = useVendorMapping();
  const [path, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get("type");

  return (
    <DataState
      query={mapping}
      skeleton={<Skeleton shape="menu" count={5} />}
      isEmpty={(data) => centreCategories(menuCategories(data)).length === 0}
      empty={<EmptyState text={LL.games.home.noVendors()} />}
    >
      {(data) => {
        const categories = centreCategories(menuCategories(data));
        const current = centreCategory(categories, asked);
        return (
          <div className="game-centre">
            <div className="tab-strip game-centre__tabs" role="tablist" aria-label={LL.games.centre.categories()}>
              {categories.map((category) => (
                <button
                  key={category}
                  type="button"
                  role="tab"
                  aria-selected={category === current}
                  className={`chip${category === current ? " chip--on" : ""}`}
                  onClick={() => navigate(`${path}?type=${category}`, { replace: true })}
                >
                  {LL.games.categories[category]()}
                </button>
              ))}
            </div>
            {current ? (
              <div role="tabpanel" aria-label={LL.games.categories[current]()}>
                <CategoryGamesPage key={current} gameType={current} />
              </div>
            ) : null}
          </div>
        );
      }}
    </DataState>
  );
}
