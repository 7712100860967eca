// "Home paints before JavaScript runs", with React's own markup:
// after the client build, React renders (react-dom/static, in Node, through
// Vite's SSR loader: src/prerender.tsx) the real app's first render at each
// page's path in each language with an empty query cache (one way to
// put a screen on the page, every page hydrated by the screen that renders it):
// - home (/m/home) into index.html's #root;
// - every other static route into its own page, m/<route>.html (the preview,
//   the service worker's precache and Netlify serve /m/x from /m/x.html; nginx
//   needs `try_files $uri $uri.html /index.html`).
// app/render-app.tsx hydrates the page when its first render will match it
// (lib/app-shell.ts says when), and otherwise renders over it at its first commit.
// English is in #root; Chinese and Malay are <template>s that index.html's
// inline script swaps in before first paint (the same script in every page,
// so the CSP's hash holds for all), and so are a member's frames of the pages
// that have one (the member centre, deposit), picked when a session is kept.
// The module graph runs under a jsdom window (module-level reads of storage
// and location), never in the browser.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { transformSync } from "esbuild";
import { loadEnv, type Plugin } from "vite";
import { entryWaitsForFirstRow, withDataStarter, withOwnStarter, withTextPreloads } from "./data-starter.ts";
import { APP_START_ATTRIBUTE, FIRST_ROW_EVENT, FIRST_ROW_STATE_ATTRIBUTE, FIRST_ROW_WAIT_MS } from "./src/lib/html-first-row.ts";
import { MANIFEST_HREF } from "./src/features/pwa/manifest-link.ts";
import { START_FAILED_ATTRIBUTE } from "./src/app/show-start-failure.ts";

const LOCALES = ["en", "cn", "ms"] as const;
type PrerenderLocale = (typeof LOCALES)[number];
export const SHELL_MARK = "<!--app-shell-->";
const ORIGIN = "http://prerender.invalid";
const SKELETON_SOURCE = "src/ui/data-state/skeleton.tsx";
/** The app's React half: main.tsx imports it after asking for the first data, so every page preloads it. */
const RENDER_SOURCE = "src/app/render-app.tsx";

export interface RenderedFrame {
  locale: PrerenderLocale;
  html: string;
  title: string;
  /** A member's first render (the member centre's and deposit's balance card), picked by the page's script when a session is kept. */
  role?: "visitor" | "member";
}

interface FramePage {
  path: string;
  screenSource: string;
  /** The frame is the screen's first picture (an account screen's heading and tabs), not a skeleton. */
  firstPicture?: boolean;
  /**
   * The modules start-up imports for the route's first data (app/start-requests.ts, e.g. promotions'
   * start-page.ts): the page preloads their chunks with the entry, so those calls do not wait one more round trip.
   */
  startSources?: string[];
  /** The page holds a member's frame beside the visitor's, in each language. */
  memberFrame?: boolean;
  /** The text namespaces its screen loads beside the base texts (route-table's screenTexts). */
  texts?: string[];
}

/**
 * When a route's page fetches the app's script (withEntryAfterFirstPaint): a page whose frame is the
 * screen's first picture paints it first, like home ("after-paint"); a skeleton's page fetches at once.
 * Fetched at once beside the login page, the 110 kB entry shared the slow network with it, and
 * Lighthouse put login's first paint after it in about half the runs (FCP 0.8 s or 2.4 s).
 */
export function entryFetchFor(page: FramePage): EntryFetch {
  if (entryWaitsForFirstRow(page.path)) return "after-first-row";
  return page.firstPicture ? "after-paint" : "early";
}

/**
 * When a page fetches the app's script: at once ("early"), after its first paint ("after-paint"), or after the first
 * row its starter draws from the HTML ("after-first-row", web/first-row-starter.ts).
 */
export type EntryFetch = "early" | "after-paint" | "after-first-row";

/** On the loader of an "early" page: it adds the entry's preloads at once, not after the first paint (withEntryAfterFirstPaint). */
export const PRELOAD_NOW_ATTRIBUTE = "data-preload-now";

/** On the loader of an "after-first-row" page: it waits for the row its starter draws (a page that only draws one, register, does not). */
export const WAIT_ROW_ATTRIBUTE = "data-wait-row";

interface PrerenderModule {
  renderPage(locale: PrerenderLocale, path: string, role?: "visitor" | "member"): Promise<{ html: string; title: string }>;
  renderStartFailure(locale: PrerenderLocale): Promise<string>;
  homePage(): FramePage;
  framePages(): FramePage[];
}

interface Rendered {
  page: FramePage;
  frames: RenderedFrame[];
}

interface ChunkLike {
  type: string;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A screen's chunk and its static imports: the scripts and the stylesheets they load. */
export function screenChunks(bundle: Record<string, ChunkLike>, screenSource: string): { scripts: string[]; styles: string[] } {
  const entry = Object.entries(bundle).find(([, chunk]) => chunk.type === "chunk" && (chunk.moduleIds ?? [chunk.facadeModuleId ?? ""]).some((id) => id.replace(/\\/g, "/").endsWith(screenSource)));
  const seen = new Set<string>();
  const scripts: string[] = [];
  const css = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (!chunk || chunk.type !== "chunk") return;
    scripts.push(name);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (entry) visit(entry[0]);
  return { scripts, styles: [...css] };
}

/**
 * The scripts a page preloads: its screen's chunks, the app's React half (RENDER_SOURCE) and its start modules'
 * (`startSources`), once each. A start module found in no chunk (moved or renamed) fails the build rather than
 * silently not preloading.
 */
export function pageScripts(bundle: Record<string, ChunkLike>, page: FramePage): string[] {
  const starts = [RENDER_SOURCE, ...(page.startSources ?? [])].map((source) => {
    const { scripts } = screenChunks(bundle, source);
    if (scripts.length === 0) throw new Error(`${page.path}: its start module ${source} is in no chunk of the build`);
    return scripts;
  });
  return [...new Set([...screenChunks(bundle, page.screenSource).scripts, ...starts.flat()])];
}

/** Where the generated texts of a language (and of one of its namespaces) live: i18n/generated/<locale>[/<namespace>]/index.ts. */
const TEXTS_SOURCE = "src/i18n/generated";

/**
 * The chunks of a page's texts, per language: the base texts and each namespace its screen loads
 * (`page.texts`), as the entry asks for them (i18n/load-locale.ts). A text module in no chunk fails the build
 * rather than silently not preloading.
 */
export function textChunks(bundle: Record<string, ChunkLike>, page: Pick<FramePage, "path" | "texts">): Record<PrerenderLocale, string[]> {
  const fileOf = (source: string) => {
    const found = Object.entries(bundle).find(([, chunk]) => chunk.type === "chunk" && (chunk.facadeModuleId ?? "").replace(/\\/g, "/").endsWith(source));
    if (!found) throw new Error(`${page.path}: its texts ${source} are in no chunk of the build`);
    return found[0];
  };
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, [`${TEXTS_SOURCE}/${locale}/index.ts`, ...(page.texts ?? []).map((namespace) => `${TEXTS_SOURCE}/${locale}/${namespace}/index.ts`)].map(fileOf)]),
  ) as Record<PrerenderLocale, string[]>;
}

/** The stylesheets a screen's chunk and its static imports load: the page links them, so its frame is styled before JavaScript. */
export function screenStyles(bundle: Record<string, ChunkLike>, screenSource: string): string[] {
  return screenChunks(bundle, screenSource).styles;
}

/**
 * The stylesheets a page links: its screen's and the app's React half's (RENDER_SOURCE: the frame, the header,
 * the dialogs), once each. Left to the entry's import of that half, they came a round trip after it, and the
 * frame moved when they did.
 */
export function pageStyles(bundle: Record<string, ChunkLike>, page: FramePage): string[] {
  return [...new Set([...screenStyles(bundle, RENDER_SOURCE), ...screenStyles(bundle, page.screenSource)])];
}

/**
 * A page that preloads its screen's scripts (`scripts`, from screenChunks) it does not load yet: they come
 * with the entry, in parallel, not one round trip after it when the entry asks for the screen.
 */
export function withModulePreloads(html: string, scripts: string[]): string {
  const links = scripts
    .map((file) => `/${file}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join("");
  return html.replace("</head>", `${links}</head>`);
}

/** index.html with links to `styles` it does not link yet. */
export function withStyles(indexHtml: string, styles: string[]): string {
  const links = styles
    .map((file) => `/${file}`)
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join("");
  return indexHtml.replace("</head>", `${links}</head>`);
}

/**
 * A page with its stylesheets inlined: each linked file's text in a <style>
 * of its own (the CSP allows each by its hash, the same in every page), so the
 * frame paints with the HTML, not after one more request per file. A disabled
 * link to the file stays beside it: the browser does not fetch it, and the
 * app's lazy chunks see the file as already on the page (Vite's preload helper
 * looks for that link) instead of loading it again.
 */
export function withInlineStyles(html: string, readCss: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g, (_link, href: string) => {
    const css = readCss(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style": it cannot be inlined`);
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
}

/** How many of a page's preloads its loader adds in one task (withEntryAfterFirstPaint). */
export const PRELOAD_SLICE = 4;

/**
 * A page whose app script starts after the page's first paint: a small inline
 * loader adds the entry only once the document is parsed and a frame has been
 * drawn. A module script fetched quickly otherwise runs before that first
 * frame, and the prerendered page would paint only after the app's script
 * ("home paints before JavaScript runs").
 *
 * `fetch` says when the entry and its static imports are fetched:
 * - "early" (a page whose content is drawn by the app: a route's frame is a
 *   skeleton): at once, so the screen comes as soon as it can. The entry by a
 *   modulepreload link in the head; its imports by the loader, PRELOAD_SLICE
 *   at a time from the first task after the parser's (PRELOAD_NOW_ATTRIBUTE):
 *   as the build's links, the preload scanner started all ten of deposit's in
 *   the navigation's own task, 50 to 85 ms of it at a phone's speed (4× CPU),
 *   each link 5 to 10 ms;
 * - "after-paint" (a page whose prerendered markup is its content: home): by
 *   the loader, after the first frame. Fetched early, the 110 kB entry shares
 *   a slow network with the page itself, and on a phone that has not painted
 *   by the time it arrives the page paints only after it has come;
 * - "after-first-row" (the game list and promotions, whose starter draws their
 *   first rows from the HTML: web/first-row-starter.ts): by the loader, once
 *   that row is on screen or will not come, at most FIRST_ROW_WAIT_MS after the
 *   first paint. Fetched early, the app's 200 kB shared the slow network with
 *   the list's data and its images, and the first row came after all of them.
 *
 * The loader is the same text in every page (one CSP hash): it reads the entry
 * and what to preload from its own data attributes.
 */
export function withEntryAfterFirstPaint(html: string, fetch: EntryFetch = "early"): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) throw new Error("the built page has no module entry script");
  const preloads: string[] = [];
  const page = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const loader =
    "(function(){var me=document.currentScript,started=false;" +
    "function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.head.appendChild(e)}" +
    // The entry first, then the preloads PRELOAD_SLICE at a time, a task each: every element added starts a fetch,
    // and login's 25 in one task made it 35 ms long at a phone's speed, the largest part of a 150 ms task.
    'var preloading=false;function preload(){if(preloading)return;preloading=true;' +
    'var pre=(me.getAttribute("data-preload")||"").split(" "),i=0;' +
    `(function next(){for(var n=0;n<${PRELOAD_SLICE}&&i<pre.length;i++)if(pre[i]){add("link",{rel:"modulepreload",crossOrigin:"",href:pre[i]});n++}` +
    "if(i<pre.length)setTimeout(next,0)})()}" +
    // An early page's preloads from the first task after the parser's, not in it (PRELOAD_NOW_ATTRIBUTE).
    `if(me.hasAttribute("${PRELOAD_NOW_ATTRIBUTE}"))setTimeout(preload,0);` +
    "function go(){if(started)return;started=true;" +
    `document.documentElement.setAttribute("${APP_START_ATTRIBUTE}","");` +
    'add("script",{type:"module",crossOrigin:"",src:me.getAttribute("data-entry")});preload()}' +
    // A page that waits for its first row (data-wait-row) while its starter draws it (web/first-row-starter.ts,
    // <html data-first-row="pending">) waits at most FIRST_ROW_WAIT_MS: fetched beside the list's data, the app's
    // 200 kB came before it, and the first row waited for them on a slow network. Any other page goes on at once.
    `var waiting=false;function afterRow(){if(started||waiting)return;var de=document.documentElement;` +
    `if(!me.hasAttribute("${WAIT_ROW_ATTRIBUTE}")||de.getAttribute("${FIRST_ROW_STATE_ATTRIBUTE}")!=="pending")return go();waiting=true;` +
    `document.addEventListener("${FIRST_ROW_EVENT}",go);setTimeout(go,${FIRST_ROW_WAIT_MS})}` +
    // After the first paint is on screen: the browser's paint timing reports it once presented (two
    // animation frames passed before a busy phone presented its first frame, and the entry's 125 kB then counted
    // in Lighthouse's first paint, home's LCP 1.8 s in one run of five). Two frames then a task where paint timing
    // is missing. The timer is for a tab in the background (no frames there).
    "function afterPaint(){" +
    'if(typeof PerformanceObserver!=="undefined"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)' +
    'new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(afterRow,0)}).observe({type:"paint",buffered:true});' +
    "else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(afterRow,0)})});" +
    "setTimeout(afterRow,250)}" +
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})()';
  const attributes =
    `data-entry="${entry[1]}"${preloads.length > 0 ? ` data-preload="${preloads.join(" ")}"` : ""}` +
    `${fetch === "early" && preloads.length > 0 ? ` ${PRELOAD_NOW_ATTRIBUTE}=""` : ""}${fetch === "after-first-row" ? ` ${WAIT_ROW_ATTRIBUTE}=""` : ""}`;
  const early = fetch === "early" ? `<link rel="modulepreload" crossorigin href="${entry[1]}">` : "";
  return page.replace(entry[0], `${early}<script ${attributes}>${loader}</script>`);
}

/**
 * A page without its link to the web app manifest: the app links it once the page has loaded, with the
 * service worker (src/features/pwa/manifest-link.ts). A link to another address fails the build: the app
 * would link the wrong one.
 */
export function withoutManifestLink(html: string): string {
  const links = [...html.matchAll(/<link rel="manifest" href="([^"]*)"[^>]*>/g)];
  for (const [, href] of links) if (href !== MANIFEST_HREF) throw new Error(`the page links the manifest at ${href}; the app links ${MANIFEST_HREF}`);
  return html.replace(/\s*<link rel="manifest" href="[^"]*"[^>]*>/g, "");
}

/**
 * The page with index.html's own inline scripts (the theme's, the frame's language: written to be read, with their
 * comments) minified, in every page. Issue 48: 1.4 kB of each page, 0.6 kB of its gzip, of the 14.6 kB a new
 * connection's first round trip carries. ES5 as written: they run before anything else, in any browser.
 */
export function withMinifiedInlineScripts(html: string): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (_tag, body: string) => `<script>${transformSync(body, { minify: true, loader: "js", target: "es5" }).code.trim()}</script>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * A page with its prerendered frames: the first visitor's frame (English) inside #root (marked with what it is,
 * the path it was drawn at and its language), the others as templates, a member's marked
 * `data-prerender-for="member"`; the page title set to the first frame's.
 */
export function withFrames(indexHtml: string, kind: "home" | "route", frames: RenderedFrame[], path: string): string {
  const first = frames.find((frame) => frame.role !== "member");
  if (!first) return indexHtml;
  const templates = frames
    .filter((frame) => frame !== first)
    .map((frame) => {
      const role = frame.role === "member" ? ' data-prerender-for="member"' : "";
      return `<template data-prerender-lang="${frame.locale}"${role} data-title="${escapeText(frame.title)}">${frame.html}</template>`;
    })
    .join("");
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(first.title)}</title>`)
    .replace(`<div id="root">${SHELL_MARK}</div>`, `${templates}<div id="root" data-prerender="${kind}" data-path="${escapeText(path)}" data-lang="${first.locale}">${first.html}</div>`);
}

/**
 * A page with the notice it shows, in each language, when the app's code did not load (app/show-start-failure.ts):
 * one template a language at the end of the body, where nothing reads it unless the start fails.
 */
export function withStartFailure(html: string, notices: { locale: PrerenderLocale; html: string }[]): string {
  const templates = notices.map((notice) => `<template ${START_FAILED_ATTRIBUTE}="${notice.locale}">${notice.html}</template>`).join("");
  if (!html.includes("</body>")) throw new Error("the page has no </body> to put the start-failure notice before");
  return html.replace("</body>", `${templates}</body>`);
}

/** The file a route's page is written to: /m/activity → m/activity.html. */
export function framePageFile(path: string): string {
  return `${path.replace(/^\//, "")}.html`;
}

/** A window for the app's module graph in Node (storage, location, navigator), removed afterwards. */
async function withBrowserGlobals<T>(run: (goTo: (path: string) => void) => Promise<T>): Promise<T> {
  // jsdom (a dev dependency the tests use too) has no types of its own: the little used here is typed here.
  const jsdom = "jsdom";
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis; reconfigure(settings: { url: string }): void } };
  const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", { url: `${ORIGIN}/m/home` });
  const keys = ["window", "document", "navigator", "localStorage", "sessionStorage", "location", "history", "HTMLElement", "Element", "Node", "matchMedia", "getComputedStyle"];
  const saved = keys.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const);
  for (const key of keys) {
    const value: unknown = (dom.window as unknown as Record<string, unknown>)[key];
    if (value !== undefined) Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  }
  try {
    return await run((path) => dom.reconfigure({ url: `${ORIGIN}${path}` }));
  } finally {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else delete (globalThis as Record<string, unknown>)[key];
    }
    dom.window.close();
  }
}

async function renderAll(root: string, mode: string): Promise<{ home: Rendered; routes: Rendered[]; startFailures: { locale: PrerenderLocale; html: string }[] }> {
  const { createServer } = await import("vite");
  const server = await createServer({
    root,
    mode,
    configFile: join(root, "vite.config.ts"),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "warn",
  });
  try {
    return await withBrowserGlobals(async (goTo) => {
      const prerender = (await server.ssrLoadModule("/src/prerender.tsx")) as PrerenderModule;
      const home: Rendered = { page: prerender.homePage(), frames: [] };
      const routes = prerender.framePages().map((page): Rendered => ({ page, frames: [] }));
      const startFailures: { locale: PrerenderLocale; html: string }[] = [];
      for (const locale of LOCALES) {
        startFailures.push({ locale, html: await prerender.renderStartFailure(locale) });
        goTo(home.page.path);
        home.frames.push({ locale, html: (await prerender.renderPage(locale, home.page.path)).html, title: "" });
        for (const route of routes) {
          goTo(route.page.path);
          route.frames.push({ locale, ...(await prerender.renderPage(locale, route.page.path)) });
          if (route.page.memberFrame) route.frames.push({ locale, role: "member", ...(await prerender.renderPage(locale, route.page.path, "member")) });
        }
        goTo("/m/home");
      }
      return { home, routes, startFailures };
    });
  } finally {
    await server.close();
  }
}

export function prerenderShellPlugin(): Plugin {
  let outDir = "dist";
  let root = ".";
  let mode = "production";
  return {
    name: "platform-prerender-shell",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
      mode = config.mode;
    },
    // Before vite-plugin-pwa's closeBundle fingerprints index.html for the precache,
    // and before the security headers hash index.html's inline scripts.
    writeBundle: {
      sequential: true,
      order: "pre",
      async handler(_options, bundle) {
        const file = join(outDir, "index.html");
        const built = readFileSync(file, "utf8");
        if (!built.includes(SHELL_MARK)) return;
        if (process.env.PRERENDER === "0") {
          this.warn("nothing is prerendered (PRERENDER=0): pages paint when their JavaScript runs");
          return;
        }
        // Every page starts its first data from the HTML (data-starter.ts), home and the route pages alike.
        const html = withDataStarter(withMinifiedInlineScripts(withoutManifestLink(built)), loadEnv(mode, root, "VITE_"));
        const { home, routes, startFailures } = await renderAll(root, mode);
        const chunks = bundle as unknown as Record<string, ChunkLike>;
        const homeTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        const readCss = (href: string) => readFileSync(join(outDir, href), "utf8");
        // Each page preloads its screen's scripts beside the entry. Home's prerendered page is its content,
        // and an account page's frame its first picture: their scripts are fetched once it is on screen.
        // Another route's frame is a skeleton until the app draws the screen: its scripts are fetched at once.
        // Every page links the skeleton's styles (ui/data-state): its frames' placeholders, and the failure notice
        // the start-failure notice (withStartFailure) is drawn with.
        const homeStyles = [...new Set([...pageStyles(chunks, home.page), ...screenStyles(chunks, SKELETON_SOURCE)])];
        const homeHtml = withInlineStyles(withStyles(withEntryAfterFirstPaint(withModulePreloads(html, pageScripts(chunks, home.page)), "after-paint"), homeStyles), readCss);
        writeFileSync(file, withStartFailure(withFrames(homeHtml, "home", home.frames.map((frame) => ({ ...frame, title: homeTitle })), home.page.path), startFailures));
        for (const { page, frames } of routes) {
          const target = join(outDir, framePageFile(page.path));
          if (!existsSync(dirname(target))) mkdirSync(dirname(target), { recursive: true });
          // The page's styles, and the skeleton's (the frame's body, the start-failure notice) when the screen does not use them.
          const styles = [...pageStyles(chunks, page), ...screenStyles(chunks, SKELETON_SOURCE)];
          // A skeleton's page also starts its texts in the kept language (the data starter): the first row waits for them.
          // An after-paint page leaves them to its entry, fetched once its first picture is on screen. The game list
          // and promotions fetch their scripts after the first row their starter draws (entryFetchFor).
          const fetchEntry = entryFetchFor(page);
          const own = withOwnStarter(html, page.path);
          const withTexts = fetchEntry === "after-paint" ? own : withTextPreloads(own, textChunks(chunks, page));
          const appPage = withEntryAfterFirstPaint(withModulePreloads(withTexts, pageScripts(chunks, page)), fetchEntry);
          writeFileSync(target, withStartFailure(withFrames(withInlineStyles(withStyles(appPage, [...new Set(styles)]), readCss), "route", frames, page.path), startFailures));
        }
      },
    },
  };
}
