// Issue 17 "home paints before JavaScript runs": after the build, the built app
// is opened in Debian's chromium (files served from the build folder, no
// server) in each language, with the status call answered and every other call
// held, and home's first frame is kept: the header, the banner frame, the
// category menu and hot-games skeletons, the footer. index.html gets it as
// #app-shell (English; Chinese and Malay in <template>s that index.html's
// inline script swaps in before first paint), plus the stylesheets it uses.
// The shell is a fixed layer over #root; the app removes it when its first
// screen (or a status page) has committed (web/src/lib/app-shell.ts), so
// nothing under it moves.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import type { Plugin } from "vite";

const LOCALES = ["en", "cn", "ms"] as const;
const ORIGIN = "http://app-shell.prerender";
const TYPES: Record<string, string> = { ".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".svg": "image/svg+xml", ".png": "image/png", ".json": "application/json", ".webmanifest": "application/manifest+json" };
export const SHELL_MARK = "<!--app-shell-->";

export interface CapturedShell {
  locale: (typeof LOCALES)[number];
  html: string;
  stylesheets: string[];
}

async function capture(outDir: string, chromiumPath: string, args: string[]): Promise<CapturedShell[]> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const shells: CapturedShell[] = [];
    for (const locale of LOCALES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
      await context.addInitScript((language) => window.localStorage.setItem("language", language.toUpperCase()), locale);
      await context.route(`${ORIGIN}/**`, async (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path === "/wps/v2/system/status") return route.fulfill({ json: { success: true, value: { maintenance: false, regionRestriction: false } } });
        // Every other call stays unanswered: the shell is what shows before data.
        if (path.startsWith("/wps/") || path.startsWith("/lgw/")) return;
        const file = normalize(join(outDir, path.startsWith("/m") ? "index.html" : decodeURIComponent(path)));
        if (!file.startsWith(outDir) || !existsSync(file)) return route.fulfill({ status: 404, body: "" });
        return route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? "application/octet-stream" });
      });
      const page = await context.newPage();
      await page.goto(`${ORIGIN}/m/home`);
      await page.locator("#root .app-header").waitFor();
      await page.locator("#root .skeleton").first().waitFor();
      // Let the route's fade-in settle.
      await page.waitForTimeout(500);
      const { html, stylesheets } = await page.evaluate(() => ({
        // The page's frame only: not the mock-scenario tab (mock builds) or the toast and dialog hosts.
        html: document.querySelector("#root > .app-frame")?.outerHTML ?? "",
        stylesheets: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => new URL(link.href).pathname).filter(
          (href) => !href.includes("scenario-panel"),
        ),
      }));
      shells.push({ locale, html, stylesheets });
      await context.close();
    }
    return shells;
  } finally {
    await browser.close();
  }
}

/** index.html with the shells in: English in #app-shell, the others as templates, every stylesheet they use linked. */
export function withShell(indexHtml: string, shells: CapturedShell[]): string {
  const [first, ...others] = shells;
  if (!first) return indexHtml;
  const linked = new Set(Array.from(indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g), (m) => m[1]));
  const extra = [...new Set(shells.flatMap((s) => s.stylesheets))].filter((href) => !linked.has(href));
  const links = extra.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join("");
  const templates = others.map((s) => `<template data-shell-lang="${s.locale}">${s.html}</template>`).join("");
  return indexHtml.replace("</head>", `${links}</head>`).replace(SHELL_MARK, `<div id="app-shell" class="app-shell" data-shell-lang="${first.locale}">${first.html}</div>${templates}`);
}

export function prerenderShellPlugin(options: { chromiumPath: string; chromiumArgs: string[] }): Plugin {
  let outDir = "dist";
  return {
    name: "platform-prerender-shell",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Before vite-plugin-pwa's closeBundle fingerprints index.html for the precache.
    writeBundle: {
      sequential: true,
      order: "post",
      async handler() {
      const file = join(outDir, "index.html");
      const html = readFileSync(file, "utf8");
      if (!html.includes(SHELL_MARK)) return;
      if (process.env.PRERENDER === "0" || !existsSync(options.chromiumPath)) {
        this.warn(`home's shell is not prerendered (${process.env.PRERENDER === "0" ? "PRERENDER=0" : `no chromium at ${options.chromiumPath}`}): the page paints when its JavaScript runs`);
        return;
      }
      writeFileSync(file, withShell(html, await capture(outDir, options.chromiumPath, options.chromiumArgs)));
      },
    },
  };
}
