// "Security headers": one policy, applied by the dev server
// (`npm start`) and the preview server (the browser tests), and written by the
// build into web/dist as ready configuration for the production web server:
// `_headers` (Netlify, Cloudflare Pages) and `security-headers.nginx.conf`.
//
// The CSP allows no inline script but the built pages' own (the theme, the frame's
// language, the data starter, the script loader), and no <style> but the stylesheets
// the build inlined into each prerendered page, each by the hash of its exact text:
// the scripts' in the header, the styles' in the page's own policy (withPageStylePolicy,
// a <meta http-equiv> the browser enforces with the header's). The dev server alone
// relaxes it: React Refresh injects an inline script and Vite injects CSS as <style> elements.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Connect, Plugin } from "vite";
import { originOf } from "./preconnect.ts";

export interface PolicyOptions {
  /** VITE_API_BASE: the API's origin when it is not the page's own ("" = same origin). */
  apiBase: string;
  /** VITE_ALLOW_HTTP_LINKS=1: server images may come over http too (the URL gate allows it). */
  allowHttp: boolean;
  /** CSP hash sources of the inline scripts the page may run, e.g. `'sha256-…'`. */
  scriptHashes: readonly string[];
  /**
   * CSP hash sources of the <style> elements the pages hold (the stylesheets inlined by the build), or "per-page":
   * each page's policy names its own (withPageStylePolicy), and the header's leaves inline styles to it.
   */
  styleHashes?: readonly string[] | "per-page";
  /** The Vite dev server (React Refresh, injected styles, the HMR socket). */
  dev?: boolean;
}

const HEADERS_FILE = "_headers";
const NGINX_FILE = "security-headers.nginx.conf";
/** Paths that are not the app: the mock's stand-ins for other sites' pages, the API reference. */
const NOT_THE_APP = ["/mock-assets/", "/docs/"];

export function contentSecurityPolicy({ apiBase, allowHttp, scriptHashes, styleHashes = [], dev = false }: PolicyOptions): string {
  const api = originOf(apiBase, "VITE_API_BASE");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes],
    // No <style> elements but the build's inlined stylesheets. The header allows inline styles where the page does
    // not say otherwise; each built page says which, by their hashes, in its own policy (pageStylePolicy), and a
    // browser enforces both policies. Style attributes stay for promotion and help HTML from the server (sanitised).
    "style-src": dev || styleHashes === "per-page" ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleHashes],
    "style-src-attr": ["'unsafe-inline'"],
    // Server images come from CDNs (any https host, the URL gate's rule); data: for the captcha and the icon.
    "img-src": ["'self'", "https:", "data:", ...(allowHttp ? ["http:"] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(api ? [api] : []), ...(dev ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The headers of every response of the app: they govern how a script, a stylesheet or a page is read and what it refers. */
export interface SecurityHeaders {
  /** Every response (pages, scripts, styles, images, the manifest). */
  everywhere: Record<string, string>;
  /**
   * Documents and the service worker only: a CSP governs the page or worker it arrives with, and
   * X-Frame-Options a page. Browsers ignore both on a script, an image or a JSON answer, where over
   * HTTP/1.1 they were 2.4 kB of header on each (a data page asks for 20 to 40 of them before its
   * largest paint).
   */
  documents: Record<string, string>;
}

export function securityHeaders(options: PolicyOptions): SecurityHeaders {
  return {
    everywhere: {
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
    },
    documents: {
      "Content-Security-Policy": contentSecurityPolicy(options),
      "X-Frame-Options": "DENY",
    },
  };
}

/**
 * Paths that are never a document: the build's hashed assets and icons, the API (the platform's own
 * server answers it), and static files by their extension, except the service worker, whose script
 * carries the worker's CSP. Anything else (a route, `/`, a page the server falls back to) is a
 * document. The same pattern (PCRE and JavaScript alike) is the nginx snippet's test.
 */
export const NOT_A_DOCUMENT = /^(?!\/sw\.js$)(\/(assets|icons|wps|lgw)\/|.*\.(js|mjs|css|json|map|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|woff2?|txt)$)/;

/** Whether a response to `path` (no query) gets the document headers. */
export function isDocumentPath(path: string): boolean {
  return !NOT_A_DOCUMENT.test(path);
}

/** `_headers` paths that get the document headers: the app's pages (`/`, each route's `m/…` page) and the worker. */
const DOCUMENT_RULES = ["/", "/index.html", "/m/*", "/sw.js"];

/** CSP hash sources of the inline <script> elements of an HTML page (those without src). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** CSP hash sources of the <style> elements of HTML pages, each once. */
export function inlineStyleHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, body = ""] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * Issue 48: a page's own policy for its <style> elements, in a <meta http-equiv> before the first of them. In the
 * header, the hashes of every page's inlined stylesheets (29) were 1.7 kB of each page's response, and the member
 * centre's page took two round trips of a new connection instead of one (14.6 kB). A page names its own (4 to 6);
 * the browser enforces this policy and the header's together, so a <style> runs only with its hash here.
 */
export function pageStylePolicy(styleHashes: readonly string[]): string {
  return `style-src ${["'self'", ...styleHashes].join(" ")}; style-src-attr 'unsafe-inline'`;
}

/** The page with its style policy (pageStylePolicy) right after its charset, before any <style> or script. */
export function withPageStylePolicy(html: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error("the page has no <meta charset> to put its style policy after");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageStylePolicy(inlineStyleHashes([html]))}">`;
  return html.replace(charset[0], () => `${charset[0]}${meta}`);
}

/** The app's pages in the build: index.html (home) and each route's prerendered page under m/. */
function appPages(outDir: string): string[] {
  const routes = existsSync(join(outDir, "m")) ? readdirSync(join(outDir, "m"), { recursive: true, encoding: "utf8" }) : [];
  return [join(outDir, "index.html"), ...routes.filter((file) => file.endsWith(".html")).map((file) => join(outDir, "m", file))];
}

/** Netlify / Cloudflare Pages `_headers`: the common headers on every path, the document headers on the pages and the worker. */
export function headersFile(headers: SecurityHeaders): string {
  const block = (path: string, values: Record<string, string>) => [path, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)];
  return [
    "# Security headers of the /m app (issue 21). Generated by `npm run build -w @platform/web`.",
    "# Every path gets the first block; the pages and the service worker also get the policy of a document.",
    ...block("/*", headers.everywhere),
    ...DOCUMENT_RULES.flatMap((path) => block(path, headers.documents)),
    "",
  ].join("\n");
}

/** An nginx snippet for the server (or location) block that serves web/dist. */
export function nginxSnippet(headers: SecurityHeaders): string {
  const line = (name: string, value: string) => `add_header ${name} "${value}" always;`;
  const documents = Object.entries(headers.documents);
  const variable = (name: string) => `$platform_${name.toLowerCase().replace(/-/g, "_")}`;
  return [
    "# Security headers of the /m app (issue 21). Generated by `npm run build -w @platform/web`.",
    "# Include it in the server { } block that serves web/dist: include /path/to/security-headers.nginx.conf;",
    "# nginx drops inherited add_header lines in a location that has its own: include it there too.",
    "# Each route has its prerendered page (issue 17): serve the app with try_files $uri $uri.html /index.html;",
    "# The policy of a document (CSP, X-Frame-Options) is left off assets and API answers; add_header sends no empty value.",
    ...documents.map(([name, value]) => `set ${variable(name)} "${value}";`),
    `if ($uri ~ "${NOT_A_DOCUMENT.source}") {`,
    ...documents.map(([name]) => `  set ${variable(name)} "";`),
    "}",
    ...Object.entries(headers.everywhere).map(([name, value]) => line(name, value)),
    ...documents.map(([name]) => `add_header ${name} ${variable(name)} always;`),
    "",
  ].join("\n");
}

/** Reads the headers back from a built `_headers` file (the preview serves exactly what the build wrote). */
export function readHeadersFile(text: string): SecurityHeaders {
  const blocks = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    const header = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (header?.[1] && header[2] && current) current[header[1]] = header[2];
    else if (/^\//.test(line)) blocks.set(line.trim(), (current = {}));
  }
  return { everywhere: blocks.get("/*") ?? {}, documents: blocks.get("/m/*") ?? {} };
}

function applying(headers: () => SecurityHeaders): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (!NOT_THE_APP.some((prefix) => path.startsWith(prefix))) {
      const { everywhere, documents } = headers();
      for (const [name, value] of Object.entries({ ...everywhere, ...(isDocumentPath(path) ? documents : {}) })) res.setHeader(name, value);
    }
    next();
  };
}

/** Applies the headers in `vite` and `vite preview`, and writes them into the build's output folder. */
export function securityHeadersPlugin(options: Omit<PolicyOptions, "scriptHashes" | "dev">): Plugin {
  let outDir = "dist";
  const built = (): SecurityHeaders => {
    const file = join(outDir, HEADERS_FILE);
    if (!existsSync(file)) throw new Error(`${file} is missing: build the app before previewing it`);
    return readHeadersFile(readFileSync(file, "utf8"));
  };
  return {
    name: "platform-security-headers",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      const headers = securityHeaders({ ...options, scriptHashes: [], dev: true });
      server.middlewares.use(applying(() => headers));
    },
    configurePreviewServer(server) {
      const headers = built();
      server.middlewares.use(applying(() => headers));
    },
    writeBundle() {
      const pages = appPages(outDir).map((file) => {
        const page = withPageStylePolicy(readFileSync(file, "utf8"));
        writeFileSync(file, page);
        return page;
      });
      // The inline scripts of every page, each once: the theme, the frame's language, the starter (two texts:
      // web/data-starter.ts) and the script loader.
      const scriptHashes = [...new Set(pages.flatMap(inlineScriptHashes))];
      const headers = securityHeaders({ ...options, scriptHashes, styleHashes: "per-page" });
      writeFileSync(join(outDir, HEADERS_FILE), headersFile(headers));
      writeFileSync(join(outDir, NGINX_FILE), nginxSnippet(headers));
    },
  };
}
