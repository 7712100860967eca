// The web app manifest is linked once the page has loaded, with the
// service worker, not by the page itself. Linked by the page, the browser
// fetched it and its 192 px icon (10 kB, the icon at high priority) while the
// first screen's code, calls and pictures were still coming; an install
// prompt or "Add to Home Screen" needs it only later. The build takes the
// link out of every page (web/prerender-shell.ts, which checks the address).

/** Where vite-plugin-pwa writes the manifest (its default file name, at the site's root). */
export const MANIFEST_HREF = "/manifest.webmanifest";

/** Links the manifest, unless the page already does (a build without prerendered pages keeps the plugin's link). */
export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_HREF;
  doc.head.append(link);
}
