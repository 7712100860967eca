// "The first row from the page": on the game list and the promotions page, the
// page's own starter (web/first-row-starter.ts) draws the list's first rows
// from the data it started, before the app's code has come, as a picture over the skeleton (out
// of #root, so React hydrates the frame as it was; hidden from assistive
// technology and from the pointer, so nothing on it looks like a control that
// does not answer). The app's script is fetched only once that picture is on
// screen (web/prerender-shell.ts). The picture goes as soon as the app has drawn
// the list in any state but loading (its rows, its failure, its empty
// notice: lib/use-html-first-row.ts), or the app could not start.

/** The attribute marking the picture the page drew. */
export const HTML_FIRST_ROW_ATTRIBUTE = "data-html-first-row";
/** On <html>: "pending" while the page draws its first row, then "drawn", or "none" when it drew nothing. */
export const FIRST_ROW_STATE_ATTRIBUTE = "data-first-row";
/** Dispatched on the document when that state leaves "pending". */
export const FIRST_ROW_EVENT = "platform:first-row";
/** On <html>, set by the page's loader once it has added the app's script: a first row drawn after that would cover the app. */
export const APP_START_ATTRIBUTE = "data-app-start";

/**
 * How long the page's loader (web/prerender-shell.ts) waits, once the page has painted, for the first row its
 * starter is drawing before it fetches the app's script anyway: a slow answer, slow images or a busy phone do not
 * hold the app back longer than this.
 */
export const FIRST_ROW_WAIT_MS = 1000;

/** Removes the page's picture of the first row, if there is one; true when there was. */
export function removeHtmlFirstRow(doc: Document = document): boolean {
  const picture = doc.querySelector(`[${HTML_FIRST_ROW_ATTRIBUTE}]`);
  picture?.remove();
  return picture !== null;
}
