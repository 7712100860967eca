import { useLocation, useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Tabs } from "../../../ui/tabs.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { vendorMapping } from "../api/get-vendor-mapping.ts";
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
  const mapping = useApiQuery(vendorMapping);
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
            <Tabs
              label={LL.games.centre.categories()}
              tabs={categories.map((category) => ({ value: category, label: LL.games.categories[category]() }))}
              current={current}
              onSelect={(category) => navigate(`${path}?type=${category}`, { replace: true })}
              className="tab-strip game-centre__tabs"
              tabClassName="chip"
              currentClassName="chip--on"
            />
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
