import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { DataState, selectData, Skeleton, type QueryLike } from "../../../ui/data-state/index.ts";
import { GAME_PAGE_SIZE } from "@platform/machines";
import { useApiQuery } from "../../../lib/api-query.ts";
import { gameList } from "../api/get-game-list.ts";
import { hotGames as hotGamesQuery } from "../api/get-hot-games.ts";
import { vendorMapping } from "../api/get-vendor-mapping.ts";
import type { Game, GameCategory } from "../game-types.ts";
import { hotOfCategory } from "../hot-games.ts";
import { gameListPath } from "../launch/launch-plan.ts";
import { useLaunchGame } from "../launch/use-launch-game.ts";
import { hasShowMore, SHOW_MORE_AFTER } from "../list/show-more.ts";
import { FlameIcon } from "./game-icons.tsx";
import { GameTile } from "./game-tile.tsx";
import { GameTiles } from "./game-tiles.tsx";
import { VendorCard } from "./vendor-card.tsx";
import "../games.css";
import { menuCategories } from "../menu-categories.ts";

function GamesSection({
  title,
  games,
  morePath,
  hot,
  onLaunch,
}: {
  title: string;
  games: QueryLike<readonly Game[]>;
  morePath: string;
  hot?: boolean;
  onLaunch: (game: Game) => void;
}) {
  const { LL } = useI18nContext();
  const count = games.data?.length ?? 0;
  return (
    <section className="games-section" aria-label={title}>
      <header className="games-section__head">
        <h2 className="games-section__title">
          {hot ? <FlameIcon /> : null}
          {title}
        </h2>
      </header>
      <DataState
        query={games}
        skeleton={<Skeleton shape="tiles" count={SHOW_MORE_AFTER} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState text={hot ? LL.empty.noHotGames() : LL.games.list.empty()} />}
      >
        {(list) => (
          <GameTiles
            games={list.slice(0, SHOW_MORE_AFTER)}
            renderTile={(game) => <GameTile game={game} favourite={false} canFavourite={false} showVendor onLaunch={onLaunch} />}
          />
        )}
      </DataState>
      {/* Spec §2: 'Show more' once there are more than 6 games. */}
      {hasShowMore(count) ? (
        <div className="games-section__more">
          <Link href={morePath} className="button button--ghost button--small">
            {LL.games.list.showMore()}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** Spec §2: /m/live-games, /m/poker-games, /m/sport-games, /m/slot-games, /m/fishing-games. */
export function CategoryGamesPage({ gameType }: { gameType: GameCategory }) {
  const { LL } = useI18nContext();
  const launch = useLaunchGame();
  const mapping = useApiQuery(vendorMapping);
  const hot = useApiQuery(hotGamesQuery);
  // Page 1 of the type's games, the preview (the full list is /m/gameList).
  const first = useApiQuery(gameList, { gameType, pageNo: 1, pageSize: GAME_PAGE_SIZE });
  // The home menu's grouping: sports also lists cockfight, and e-sports beside it.
  const vendors = menuCategories(mapping.data)
    .filter((category) => category.key === gameType || (gameType === "SPORTS" && category.key === "ESPORTS"))
    .flatMap((category) => category.vendors);
  const hotGames = selectData(hot, (list) => hotOfCategory(list, gameType));
  const firstGames = selectData(first, (page) => page.games);
  const name = LL.games.categories[gameType]();

  return (
    <div className="category-page">
      <section className="games-section" aria-label={LL.games.home.providers({ category: name })}>
        <header className="games-section__head">
          <h2 className="games-section__title">{LL.games.category.providers()}</h2>
        </header>
        <DataState
          query={mapping}
          skeleton={<Skeleton shape="cards" count={4} />}
          isEmpty={() => vendors.length === 0}
          empty={<EmptyState text={LL.games.home.noVendors()} />}
        >
          {() => (
            <ul className="vendor-grid vendor-grid--wide">
              {vendors.map((vendor) => (
                <li key={`${vendor.gameType}-${vendor.vassalage}`}>
                  <VendorCard vendor={vendor} onOpen={launch} />
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </section>
      <GamesSection
        title={LL.games.category.hot()}
        hot
        games={hotGames}
        morePath={gameListPath(gameType, undefined, "hot")}
        onLaunch={launch}
      />
      <GamesSection
        title={LL.games.category.all()}
        games={firstGames}
        morePath={gameListPath(gameType)}
        onLaunch={launch}
      />
    </div>
  );
}
