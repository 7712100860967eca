// The page's picture of a screen's first rows or banner (web/first-row-starter.ts), as the starter leaves it:
// outside #root, marked with its attribute. Screens' tests draw it, then see when the screen removes it.
import { HTML_FIRST_ROW_ATTRIBUTE } from "../lib/html-first-row.ts";

/** Appends a stand-in for the page's picture to the body and returns it. */
export function drawHtmlFirstRow(): HTMLElement {
  const picture = document.createElement("div");
  picture.setAttribute(HTML_FIRST_ROW_ATTRIBUTE, "");
  document.body.append(picture);
  return picture;
}
