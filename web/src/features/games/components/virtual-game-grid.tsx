import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useState, type ReactNode } from "react";
import type { Game } from "../game-types.ts";
import { GAME_ROW_REM, GRID_COLUMNS } from "../list/grid-geometry.ts";

/** Games to a row: the first row's are the list's first picture. */
export const COLUMNS = GRID_COLUMNS;

function remInPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * The game list's grid, three to a row, rendering only the rows near the
 * viewport (1,000 loaded games stay smooth).
 */
export function VirtualGameGrid({ games, renderTile }: { games: readonly Game[]; renderTile: (game: Game, index: number) => ReactNode }) {
  const [scrollMargin, setScrollMargin] = useState(0);
  const measureTop = useCallback((element: HTMLDivElement | null) => {
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const rowHeight = GAME_ROW_REM * remInPx();
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(games.length / COLUMNS),
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin,
  });

  return (
    <div ref={measureTop} className="game-grid game-grid--virtual" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className="game-grid__row"
          style={{ height: rowHeight, transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {games.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((game, column) => (
            <div key={`${game.nodeId}-${game.vassalage}`} className="game-grid__cell">
              {renderTile(game, row.index * COLUMNS + column)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
