// A picture the first screen will draw, asked for as soon as its address is known (its
// data answered), before the screen's code has come and drawn it: home's first banner,
// register's welcome banner. The address passes the URL gate first, as every server image does.
import { safeImageSrc } from "./url-gate.ts";

/** Adds a high-priority image preload for `raw` when the gate lets it through. */
export function preloadImage(raw: string | undefined): void {
  const url = safeImageSrc(raw);
  if (!url) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "image");
  link.setAttribute("fetchpriority", "high");
  link.href = url;
  document.head.append(link);
}
