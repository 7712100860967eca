// The game list's first row is its largest paint (the first tile's
// image). The list's first page is asked for at start-up (start-page.ts); when
// it answers, the first row's images are asked for at once, first
// (fetchpriority=high), before the screen's code, texts and machine have drawn
// the tiles that show them. The tiles then find them loaded.
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { gameImage, type Game } from "../game-types.ts";
import { GRID_COLUMNS } from "./grid-geometry.ts";

/** Preloads the images of the first row of `games` (each once, through the URL gate); returns the addresses asked for. */
export function preloadFirstRow(games: readonly Pick<Game, "showIcon" | "iconUrl">[], doc: Document = document): string[] {
  const asked: string[] = [];
  for (const game of games.slice(0, GRID_COLUMNS)) {
    const href = safeImageSrc(gameImage(game));
    if (!href || asked.includes(href) || doc.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement("link");
    link.setAttribute("rel", "preload");
    link.setAttribute("as", "image");
    link.href = href;
    link.setAttribute("fetchpriority", "high");
    doc.head.append(link);
    asked.push(href);
  }
  return asked;
}
