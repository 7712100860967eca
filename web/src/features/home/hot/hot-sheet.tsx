import { useEffect } from "react";
import { createPortal } from "react-dom";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { CloseIcon } from "../../../ui/icons.tsx";
import { FlameIcon, type Game, GameTiles } from "../../games/index.ts";
import { HotCard } from "./hot-card.tsx";

/** Spec §2: the expanded hot list under 'in hot games', over a mask; the mask and the toggle close it. */
export default function HotSheet({ games, onLaunch, onClose }: { games: readonly Game[]; onLaunch: (game: Game) => void; onClose: () => void }) {
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
