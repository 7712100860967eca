// The game list's grid in numbers, shared by the React grid
// (components/virtual-game-grid.tsx) and the page's first row drawn from the
// HTML before the app's code comes (web/first-row-starter.ts): both draw rows
// of the same height, so the app's tiles land where the page's were.

/** Games to a row of the list's grid. */
export const GRID_COLUMNS = 3;

/**
 * A row's height in rem, from games.css: the page is 7.5rem wide with 0.24rem
 * padding each side and 0.2rem gaps, so a square image is (7.5 − 0.48 − 0.4) / 3;
 * then the name (0.08 + 0.32), the vendor line (0.26) and the row gap (0.2).
 * Fixed heights keep scrolling free of layout reads.
 */
export const GAME_ROW_REM = (7.5 - 2 * 0.24 - 2 * 0.2) / GRID_COLUMNS + 0.08 + 0.32 + 0.26 + 0.2;
