import { memo, Suspense, useRef, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FlameIcon, type Game, LazyImageRoot } from "../../games/index.ts";
import { HotCard } from "./hot-card.tsx";
import "./hot-panel.css";
import { lazyPart } from "../../../lib/lazy-part.ts";

const HotSheet = lazyPart(() => import("./hot-sheet.tsx"));

/**
 * Spec §2 "Hot games list": horizontal cards or the empty-state placeholder,
 * and an expandable panel holding the same list under 'in hot games' (mask and toggle).
 */
export const HotPanel = memo(function HotPanel({ title, games, onLaunch }: { title: string; games: readonly Game[]; onLaunch: (game: Game) => void }) {
  const { LL } = useI18nContext();
  const [expanded, setExpanded] = useState(false);
  // The cards scroll sideways in their row: their images load within 100 px of it (spec §9).
  const cards = useRef<HTMLUListElement>(null);

  return (
    <section className="hot-panel" aria-label={title}>
      <header className="hot-panel__head">
        <h2 className="hot-panel__title">
          <FlameIcon />
          {title}
        </h2>
        {games.length > 0 ? (
          <button type="button" className="hot-panel__toggle" aria-expanded={expanded} onClick={() => setExpanded(true)}>
            {LL.games.home.moreHot()}
          </button>
        ) : null}
      </header>
      {games.length === 0 ? (
        <EmptyState text={LL.empty.noHotGames()} />
      ) : (
        <ul ref={cards} className={`hot-panel__cards${games.length > 3 ? " hot-panel__cards--rows" : ""}`}>
          <LazyImageRoot scroller={cards}>
            {games.map((game) => (
              <li key={`${game.nodeId}-${game.vassalage}`} className="hot-panel__card">
                <HotCard game={game} onLaunch={onLaunch} />
              </li>
            ))}
          </LazyImageRoot>
        </ul>
      )}
      {expanded ? (
        <Suspense fallback={null}>
          <HotSheet games={games} onLaunch={onLaunch} onClose={() => setExpanded(false)} />
        </Suspense>
      ) : null}
    </section>
  );
});
