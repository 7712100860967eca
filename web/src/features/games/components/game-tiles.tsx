import type { ReactNode } from "react";
import type { Game } from "../game-types.ts";

/** A short grid of tiles (home panels, category pages): no virtualisation needed. */
export function GameTiles({ games, renderTile, label }: { games: readonly Game[]; renderTile: (game: Game) => ReactNode; label?: string }) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={`${game.nodeId}-${game.vassalage}`} className="game-grid__cell">
          {renderTile(game)}
        </li>
      ))}
    </ul>
  );
}
