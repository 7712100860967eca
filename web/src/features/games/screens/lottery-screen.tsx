import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { lotteryGames } from "../api/get-lottery-games.ts";
import { vendorMapping } from "../api/get-vendor-mapping.ts";
import { VendorCard } from "../components/vendor-card.tsx";
import { LazyImage } from "../components/lazy-image.tsx";
import { useLaunchGame } from "../launch/use-launch-game.ts";
import { listModeOf, prizeModeOf } from "../launch/prize-mode.ts";
import type { LotteryTile } from "../lottery/lottery-groups.ts";
import "../games.css";

/** The lottery's own vendor: its games (GET /lgw/games/mobile) open the lottery launch on their code. */
const LOTTERY_VENDOR = "LOTT";

function LotteryCard({ game, onOpen }: { game: LotteryTile; onOpen: (game: LotteryTile) => void }) {
  const { LL } = useI18nContext();
  const tag = game.tag === "HOT" ? LL.games.categories.HOT() : game.tag === "NEW" ? LL.games.tile.newGame() : "";
  // Every visible word in the name, in reading order (WCAG 2.5.3 label in name).
  const label = [game.name, tag].filter(Boolean).join(", ");
  return (
    <button type="button" className="lottery-card" aria-label={label} onClick={() => onOpen(game)}>
      <LazyImage className="lottery-card__icon" src={game.iconUrl} alt="" width={160} height={160} />
      <span className="lottery-card__name">{game.name}</span>{" "}
      {tag ? <span className="game-tile__badge">{tag}</span> : null}
    </button>
  );
}

/**
 * /m/lottery: the lottery vendors' lobbies and the lottery's games in the
 * gateway's groups, of the prize mode the vendor mapping says (spec §4:
 * entertainment or traditional); a tap opens the lottery launch (spec §7).
 */
export default function LotteryScreen() {
  const { LL } = useI18nContext();
  const launch = useLaunchGame();
  const mapping = useApiQuery(vendorMapping);
  const listMode = listModeOf(prizeModeOf(mapping.data));
  // The list follows the mapping's mode: asked once the mapping answered (or failed: traditional then).
  const games = useApiQuery(lotteryGames, listMode, { enabled: !mapping.isPending });
  const lobbies = (["LOTT", "ELOTT"] as const).flatMap((gameType) =>
    (mapping.data?.content[gameType] ?? []).map((vendor) => ({ ...vendor, gameType })),
  );
  // A game opens the lottery launch of the lottery vendor on its own code (betting view), in the mapping's prize mode.
  const open = (game: LotteryTile) =>
    launch({ vassalage: LOTTERY_VENDOR, gameType: listMode === "Elott" ? "ELOTT" : "LOTT", gameCode: game.code ?? null, gameName: game.name });

  return (
    <div className="lottery-page">
      <h1 className="lottery-page__title">{LL.titles.lottery()}</h1>
      {lobbies.length > 0 ? (
        <section className="games-section" aria-label={LL.games.lottery.lobby()}>
          <header className="games-section__head">
            <h2 className="games-section__title">{LL.games.lottery.lobby()}</h2>
          </header>
          <ul className="vendor-grid">
            {lobbies.map((vendor) => (
              <li key={`${vendor.gameType}-${vendor.vassalage}`}>
                <VendorCard vendor={vendor} onOpen={launch} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DataState
        query={games}
        skeleton={<Skeleton shape="tiles" count={9} />}
        isEmpty={(groups) => groups.length === 0}
        empty={<EmptyState text={LL.games.lottery.empty()} />}
      >
        {(groups) => (
          <>
            <p className="lottery-page__mode">{LL.games.lottery.modes[listMode]()}</p>
            {groups.map((group) => {
              const name = group.name ?? LL.games.lottery.games();
              return (
                <section key={group.key} className="games-section" aria-label={name}>
                  <header className="games-section__head">
                    <h2 className="games-section__title">{name}</h2>
                  </header>
                  <ul className="game-grid">
                    {group.games.map((game) => (
                      <li key={game.gameId} className="game-grid__cell">
                        <LotteryCard game={game} onOpen={open} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </>
        )}
      </DataState>
    </div>
  );
}
