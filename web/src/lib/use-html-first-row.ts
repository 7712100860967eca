// The screen's side of "the first row from the page" (lib/html-first-row.ts).
import { useLayoutEffect } from "react";
import { removeHtmlFirstRow } from "./html-first-row.ts";

/**
 * Keeps the page's picture of the first rows while `loading`, and removes it in the commit that shows anything else
 * (before the browser paints it), or when the screen goes.
 */
export function useHtmlFirstRowUntil(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) removeHtmlFirstRow();
  }, [loading]);
  useLayoutEffect(() => () => void removeHtmlFirstRow(), []);
}
