// A page's first data and its first row's pictures come from origins
// the build knows: the API's (VITE_API_BASE, when it is not the page's own) and
// the CDN of the server's images (VITE_IMAGE_ORIGIN: game icons, promotion
// pictures, banners). Every page's head opens those connections with the
// document, so the first answer and the first row's pictures do not each wait
// for a DNS lookup, TCP and TLS once the script has asked for them. A build on
// one origin (the mock, a web server that routes /wps and /lgw) writes nothing.
import type { HtmlTagDescriptor, Plugin } from "vite";

export interface PreconnectOptions {
  /** VITE_API_BASE: the API's origin ("" = the page's own). */
  apiBase: string;
  /** VITE_IMAGE_ORIGIN: where the server's images are served from ("" = unknown, or the page's own). */
  imageOrigin: string;
}

/** The origin a build setting names ("" = the page's own: null); the build fails on anything but an absolute http(s) address. */
export function originOf(setting: string, name: string): string | null {
  if (!setting) return null;
  let url: URL;
  try {
    url = new URL(setting);
  } catch {
    throw new Error(`${name} is not an absolute URL: ${setting}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${name} is not an http(s) origin: ${setting}`);
  return url.origin;
}

/**
 * The head's preconnect links. The API is fetched with CORS and no credentials (the SDK's requests), so its
 * connection is opened `crossorigin` (anonymous): a plain one would not be reused for them. Images load without
 * CORS, so theirs is plain. One origin serving both gets both links: they are two connection pools.
 */
export function preconnectTags({ apiBase, imageOrigin }: PreconnectOptions): HtmlTagDescriptor[] {
  const tags: HtmlTagDescriptor[] = [];
  const api = originOf(apiBase, "VITE_API_BASE");
  const images = originOf(imageOrigin, "VITE_IMAGE_ORIGIN");
  if (api) tags.push({ tag: "link", attrs: { rel: "preconnect", href: api, crossorigin: "" }, injectTo: "head" });
  if (images) tags.push({ tag: "link", attrs: { rel: "preconnect", href: images }, injectTo: "head" });
  return tags;
}

/** Writes the preconnect links into index.html, which every route's page is made from (prerender-shell.ts). */
export function preconnectPlugin(options: PreconnectOptions): Plugin {
  const tags = preconnectTags(options);
  return { name: "platform-preconnect", transformIndexHtml: () => tags };
}
