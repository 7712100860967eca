// Vite serves and builds the /m app. `/wps` and `/lgw` are proxied to the
// Prism mock (default) or to API_TARGET, so the browser talks same-origin and
// sends exactly the headers a real deployment would. Nothing else is proxied:
// the sandbox's admin endpoints (/__sandbox: its state, reset, new members)
// would answer anyone who reaches this server.
import { createReadStream, existsSync, statSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Connect, Plugin } from "vite";
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { webManifest } from "./web-manifest.ts";
import { missingImageNotFound } from "./missing-images.ts";
import { presetAvatarFile } from "./mock-avatars.ts";
import { prerenderShellPlugin } from "./prerender-shell.ts";
import { preconnectPlugin } from "./preconnect.ts";
import { renderHalfChunk } from "./start-chunks.ts";
import { securityHeadersPlugin } from "./security-headers.ts";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
const MIME: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".css": "text/css",
};

/** Serves a folder of the repo under a URL prefix (mock images, the contract's HTML reference). */
function serveFolder(prefix: string, folder: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = (req.url ?? "").split("?")[0] ?? "";
    if (!url.startsWith(prefix)) return next();
    const rel = decodeURIComponent(url.slice(prefix.length)) || "index.html";
    const file = normalize(join(folder, rel));
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) return next();
    sendFile(res, file);
  };
}

/** Answers with a file of the repo, typed by its extension, cached for an hour. */
function sendFile(res: ServerResponse, file: string): void {
  res.setHeader("Content-Type", MIME[extname(file)] ?? "application/octet-stream");
  res.setHeader("Cache-Control", "public, max-age=3600");
  createReadStream(file).pipe(res);
}

/** The platform's preset avatars, answered with the mock's own pictures (mock-avatars.ts). */
function servePresetAvatars(folder: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const file = presetAvatarFile((req.url ?? "").split("?")[0] ?? "");
    if (!file) return next();
    sendFile(res, join(folder, file));
  };
}

function localFolders(mockMode: boolean): Plugin {
  const mount = (attach: (fn: Connect.NextHandleFunction) => void) => {
    if (mockMode) attach(serveFolder("/mock-assets/", join(repoRoot, "mocks/assets")));
    if (mockMode) attach(servePresetAvatars(join(repoRoot, "mocks/assets/avatars")));
    attach(serveFolder("/docs/", join(repoRoot, "openapi/dist")));
  };
  return {
    name: "platform-local-folders",
    // Each returns a post hook: after the page fallback, a missing image gets 404, not the app's page (missing-images.ts).
    configureServer: (server) => {
      mount((fn) => server.middlewares.use(fn));
      return () => void server.middlewares.use(missingImageNotFound());
    },
    configurePreviewServer: (server) => {
      mount((fn) => server.middlewares.use(fn));
      return () => void server.middlewares.use(missingImageNotFound());
    },
  };
}

export default defineConfig(({ mode, command, isPreview }) => {
  const env = { ...loadEnv(mode, repoRoot, ""), ...process.env };
  const mockMode = (env.VITE_MOCK_MODE ?? "1") !== "0";
  const target = env.API_TARGET || `http://127.0.0.1:${env.MOCK_PORT ?? "4010"}`;
  const proxy = {
    "/wps": { target, changeOrigin: true },
    "/lgw": { target, changeOrigin: true },
  };
  // The scenario panel of the dev server (`npm start -- --sandbox`) calls the sandbox's admin on the mock's own
  // origin, which its CSP then allows; a build knows no mock (the panel shows Prism's note there).
  const devMock = command === "serve" && !isPreview && mockMode && !env.VITE_API_BASE ? new URL(target).origin : "";
  const renderHalf = renderHalfChunk(fileURLToPath(new URL(".", import.meta.url)));
  return {
    plugins: [
      react(),
      renderHalf.plugin,
      localFolders(mockMode),
      // The API's and the images' origins, when they are not the page's own: connected with the document.
      preconnectPlugin({ apiBase: env.VITE_API_BASE ?? "", imageOrigin: env.VITE_IMAGE_ORIGIN ?? "" }),
      // Home's first frame and every route's frame, rendered by React per language after the build.
      prerenderShellPlugin(),
      // The service worker and the web manifest. The app registers the
      // worker itself after first paint (features/pwa), so nothing is injected.
      VitePWA({
        strategies: "injectManifest",
        srcDir: "src/service-worker",
        filename: "sw.ts",
        injectRegister: false,
        registerType: "prompt",
        manifest: webManifest,
        includeAssets: ["icons/apple-touch-icon-180.png"],
        injectManifest: {
          // The app shell, every route chunk and its styles, the language files and the icons.
          globPatterns: ["**/*.{js,css,html,png,svg,webmanifest}"],
          // The routes' prerendered pages (m/*.html) stay out: offline, a deep link gets index.html, whose
          // script drops home's frame on another path, and the cached app draws the route.
          globIgnores: ["sw.js", "m/**"],
        },
      }),
      securityHeadersPlugin({ apiBase: devMock || (env.VITE_API_BASE ?? ""), allowHttp: env.VITE_ALLOW_HTTP_LINKS === "1" }),
    ],
    resolve: {
      alias: [
        // The React < 18 polyfill wouter imports; React 19 has the hook (saves ~0.8 kB gzip of first-paint JS).
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL("./src/lib/use-sync-external-store-shim.ts", import.meta.url)) },
      ],
    },
    define: {
      "import.meta.env.VITE_MOCK_MODE": JSON.stringify(mockMode ? "1" : "0"),
      "import.meta.env.VITE_SANDBOX_ADMIN": JSON.stringify(devMock ? `${devMock}/__sandbox` : ""),
    },
    server: { host: "127.0.0.1", port: Number(env.WEB_PORT ?? 5173), strictPort: true, proxy },
    preview: { host: "127.0.0.1", port: Number(env.WEB_PORT ?? 4173), strictPort: true, proxy },
    build: {
      target: "es2022",
      sourcemap: false,
      // Every browser this app targets supports <link rel=modulepreload>; the polyfill only costs bytes.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry imports statically, in one file: otherwise each module that a
              // lazy screen shares with the entry becomes a chunk of its own, and first paint waits
              // for a dozen small requests instead of one.
              { name: "index", tags: ["$initial"] },
              // The app's React half with what it adds to the entry's imports, in one file (start-chunks.ts).
              renderHalf.group,
              // Xstate's core, and its React binding with the app's call actor, each as one file. The
              // bundler cut each into several files that every screen using it loads together (the same 28
              // screens, the same 21); one file each spares a route the requests and gzip's per-file cost.
              { name: "xstate", test: /node_modules\/xstate\/|machines\/src\/timings\.ts/ },
              // What a form's screen draws before its form: a lazy part's pending and failed-fetch states, the
              // way home, and the field rules' messages that the settings' readers use. Apart from the form
              // chunk (react-hook-form): register draws them in its first picture and its form after it.
              { name: "form-frame", test: /web\/src\/ui\/form\/(lazy-form-part|form-alert|back-home-link)\.tsx|machines\/src\/(messages|rules\/fieldRule)\.ts/ },
              { name: "xstate-react", test: /node_modules\/(@xstate\/react|use-sync-external-store|use-isomorphic-layout-effect)\/|web\/src\/lib\/from-call\.ts/ },
            ],
          },
        },
      },
    },
  };
});
