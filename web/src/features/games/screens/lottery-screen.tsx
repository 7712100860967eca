import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { lotteryGames } from "../api/get-lottery-games.ts";
import { vendorMapping } from "../api/get-vendor-mapping.ts";
import { VendorCard } from "../components/vendor-card.tsx";
import { LazyImage } from "../components/lazy-image.tsx";
import { useLaunchGame } from "../launch/use-launch-game.ts";
import { groupLotteryGames, type LotteryGame } from "../lottery/lottery-groups.ts";
import "../games.css";

function LotteryCard({ game, onOpen }: { game: LotteryGame; onOpen: (game: LotteryGame) => void }) {
  const { LL } = useI18nContext();
  const schedule = game.drawTime
    ? LL.games.lottery.drawAt({ time: game.drawTime })
    : game.drawIntervalSeconds
      ? LL.games.lottery.every({ minutes: Math.round(game.drawIntervalSeconds / 60) })
      : "";
  const hot = game.isHot ? LL.games.categories.HOT() : "";
  // Every visible word in the name, in reading order (WCAG 2.5.3 label in name).
  const label = [game.gameName, schedule, hot].filter(Boolean).join(", ");
  return (
    <button type="button" className="lottery-card" aria-label={label} onClick={() => onOpen(game)}>
      <LazyImage className="lottery-card__icon" src={game.iconUrl ?? undefined} alt="" width={160} height={160} />
      <span className="lottery-card__name">{game.gameName}</span>{" "}
      <span className="lottery-card__schedule">{schedule}</span>{" "}
      {hot ? <span className="game-tile__badge">{hot}</span> : null}
    </button>
  );
}

/** /m/lottery: the lottery vendors' lobbies and every lottery game, by region; a tap opens the lottery launch (spec §7). */
export default function LotteryScreen() {
  const { LL } = useI18nContext();
  const launch = useLaunchGame();
  const mapping = useApiQuery(vendorMapping);
  const games = useApiQuery(lotteryGames);
  const lobbies = (["LOTT", "ELOTT"] as const).flatMap((gameType) =>
    (mapping.data?.content[gameType] ?? []).map((vendor) => ({ ...vendor, gameType })),
  );
  // A game opens the lottery launch of its vendor on its own code (betting view).
  const open = (game: LotteryGame) => launch({ vassalage: game.vendor ?? "TCG_LOTTO_VN", gameType: "LOTT", gameCode: game.gameCode ?? null });

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
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState text={LL.games.lottery.empty()} />}
      >
        {(list) =>
          groupLotteryGames(list).map(({ group, games: inGroup }) => (
            <section key={group} className="games-section" aria-label={LL.games.lottery.groups[group]()}>
              <header className="games-section__head">
                <h2 className="games-section__title">{LL.games.lottery.groups[group]()}</h2>
              </header>
              <ul className="game-grid">
                {inGroup.map((game) => (
                  <li key={game.gameId} className="game-grid__cell">
                    <LotteryCard game={game} onOpen={open} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </DataState>
    </div>
  );
}
