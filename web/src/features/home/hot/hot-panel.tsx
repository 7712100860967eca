import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { CloseIcon } from "../../../ui/icons.tsx";
import { FlameIcon } from "../../games/components/game-icons.tsx";
import { GameTile } from "../../games/components/game-tile.tsx";
import { GameTiles } from "../../games/components/game-tiles.tsx";
import type { Game } from "../../games/game-types.ts";
import "./hot-panel.css";

function HotCard({ game, onLaunch }: { game: Game; onLaunch: (game: Game) => void }) {
  return <GameTile game={game} favourite={false} canFavourite={false} showVendor onLaunch={onLaunch} />;
}

/**
 * Spec §2 "Hot games list": horizontal cards or the empty-state placeholder,
 * and an expandable panel holding the same list under 'in hot games' (mask and toggle).
 */
export function HotPanel({ title, games, onLaunch }: { title: string; games: readonly Game[]; onLaunch: (game: Game) => void }) {
  const { LL } = useI18nContext();
  const [expanded, setExpanded] = useState(false);

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
        <ul className="hot-panel__cards">
          {games.map((game) => (
            <li key={`${game.nodeId}-${game.vassalage}`} className="hot-panel__card">
              <HotCard game={game} onLaunch={onLaunch} />
            </li>
          ))}
        </ul>
      )}
      {expanded ? <HotSheet games={games} onLaunch={onLaunch} onClose={() => setExpanded(false)} /> : null}
    </section>
  );
}

function HotSheet({ games, onLaunch, onClose }: { games: readonly Game[]; onLaunch: (game: Game) => void; onClose: () => void }) {
  const { LL } = useI18nContext();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return createPortal(
    <div className="hot-sheet__mask" data-testid="hot-mask" onClick={onClose}>
      <section className="hot-sheet" role="dialog" aria-modal="true" aria-label={LL.games.home.inHotGames()} onClick={(event) => event.stopPropagation()}>
        <header className="hot-sheet__head">
          <h2 className="hot-panel__title">
            <FlameIcon />
            {LL.games.home.inHotGames()}
          </h2>
          <button type="button" className="icon-button" aria-label={LL.common.close()} aria-expanded onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="hot-sheet__body">
          <GameTiles games={games} renderTile={(game) => <HotCard game={game} onLaunch={onLaunch} />} />
        </div>
      </section>
    </div>,
    document.body,
  );
}
