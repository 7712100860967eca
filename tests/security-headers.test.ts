// Security headers: the policy the dev server, the preview and the
// production configuration files share (web/security-headers.ts).
// e2e/security-headers.spec.ts checks the served headers and that the app runs
// under them without a violation.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  isDocumentPath,
  NOT_A_DOCUMENT,
  nginxSnippet,
  pageStylePolicy,
  readHeadersFile,
  securityHeaders,
  withPageStylePolicy,
} from "../web/security-headers.ts";

const directives = (csp: string) => Object.fromEntries(csp.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("security headers", () => {
  it("hashes exactly the inline scripts of index.html (the theme, the prerendered shell's language) and no script with a src", () => {
    const html = readFileSync(new URL("../web/index.html", import.meta.url), "utf8");
    const bodies = Array.from(html.matchAll(/<script>([\s\S]*?)<\/script>/g), (m) => m[1] ?? "");
    expect(bodies[0]).toContain("localStorage.getItem(\"theme\")");
    expect(bodies[1]).toContain("data-prerender");
    expect(inlineScriptHashes(html)).toEqual(bodies.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`));
    expect(inlineScriptHashes('<script type="module" src="/assets/index.js"></script><script>\n</script>')).toEqual([]);
  });

  it("hashes each inlined stylesheet once, whichever pages hold it, and allows exactly those <style> elements", () => {
    const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    const home = "<style>.home{color:red}</style><style>:root{--gold:#e9b949}</style>";
    const login = "<style>:root{--gold:#e9b949}</style><style>.form{gap:1rem}</style>";
    const hashes = inlineStyleHashes([home, login]);
    expect(hashes).toHaveLength(3);
    expect(hashes).toEqual(expect.arrayContaining([sha(".home{color:red}"), sha(":root{--gold:#e9b949}"), sha(".form{gap:1rem}")]));
    const csp = directives(contentSecurityPolicy({ apiBase: "", allowHttp: false, scriptHashes: [], styleHashes: hashes }));
    expect(csp["style-src"]).toEqual(["'self'", ...hashes]);
    expect(csp["style-src"]).not.toContain("'unsafe-inline'");
  });

  it("leaves a built page's <style> elements to the page's own policy, which names exactly its own, before the first of them", () => {
    const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    // The header: inline styles where the page says nothing (the browser enforces the page's policy too).
    const header = directives(contentSecurityPolicy({ apiBase: "", allowHttp: false, scriptHashes: ["'sha256-abc='"], styleHashes: "per-page" }));
    expect(header["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(header["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    // The page: its own stylesheets by hash, style attributes as the header allows them, nothing else.
    const page = `<html><head><meta charset="UTF-8" /><title>Deposit</title><style>.wallet{gap:1rem}</style><style>:root{--gold:#e9b949}</style></head></html>`;
    const withPolicy = withPageStylePolicy(page);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(withPolicy);
    expect(meta?.[1]).toBe(pageStylePolicy([sha(".wallet{gap:1rem}"), sha(":root{--gold:#e9b949}")].sort()));
    expect(directives(meta?.[1] ?? "")).toEqual({ "style-src": ["'self'", ...[sha(".wallet{gap:1rem}"), sha(":root{--gold:#e9b949}")].sort()], "style-src-attr": ["'unsafe-inline'"] });
    expect(withPolicy.indexOf("<meta http-equiv")).toBe(withPolicy.indexOf('<meta charset="UTF-8" />') + '<meta charset="UTF-8" />'.length);
    expect(withPolicy.indexOf("<meta http-equiv")).toBeLessThan(withPolicy.indexOf("<style>"));
    // A page without styles allows none but its own origin's files.
    expect(pageStylePolicy([])).toBe("style-src 'self'; style-src-attr 'unsafe-inline'");
    expect(() => withPageStylePolicy("<html><head><title>x</title></head></html>")).toThrow(/no <meta charset>/);
  });

  it("builds a strict policy: scripts by hash only, the API origin, nothing framed, no plugins, no base or form hijack", () => {
    const csp = directives(contentSecurityPolicy({ apiBase: "https://api.platform.test/", allowHttp: false, scriptHashes: ["'sha256-abc='"] }));
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://api.platform.test"]);
    expect(csp["img-src"]).toEqual(["'self'", "https:", "data:"]);
    expect(csp["style-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
  });

  it("allows http images only where the build allows http links, and relaxes scripts and styles in the dev server only", () => {
    expect(directives(contentSecurityPolicy({ apiBase: "", allowHttp: true, scriptHashes: [] }))["img-src"]).toContain("http:");
    const dev = directives(contentSecurityPolicy({ apiBase: "", allowHttp: false, scriptHashes: [], dev: true }));
    expect(dev["script-src"]).toContain("'unsafe-inline'");
    expect(dev["connect-src"]).toContain("ws:");
    expect(dev["frame-ancestors"]).toEqual(["'none'"]);
    expect(() => contentSecurityPolicy({ apiBase: "api.platform.test", allowHttp: false, scriptHashes: [] })).toThrow(/VITE_API_BASE/);
  });

  it("writes the same headers as a _headers file (read back by the preview) and an nginx snippet", () => {
    const headers = securityHeaders({ apiBase: "", allowHttp: false, scriptHashes: ["'sha256-abc='"] });
    expect(headers.everywhere).toEqual({ "Referrer-Policy": "strict-origin-when-cross-origin", "X-Content-Type-Options": "nosniff" });
    expect(headers.documents).toMatchObject({ "X-Frame-Options": "DENY" });
    expect(headers.documents["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-abc='");
    const file = headersFile(headers);
    expect(readHeadersFile(file)).toEqual(headers);
    // Every path gets the common block; the pages and the worker (and nothing else) the document's.
    const blocks = file.split("\n").filter((line) => line.startsWith("/"));
    expect(blocks).toEqual(["/*", "/", "/index.html", "/m/*", "/sw.js"]);
    const nginx = nginxSnippet(headers);
    for (const [name, value] of Object.entries(headers.everywhere)) expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    expect(nginx).toContain(`set $platform_content_security_policy "${headers.documents["Content-Security-Policy"]}";`);
    expect(nginx).toContain(`if ($uri ~ "${NOT_A_DOCUMENT.source}") {`);
    expect(nginx).toContain("add_header Content-Security-Policy $platform_content_security_policy always;");
    expect(nginx).toContain("add_header X-Frame-Options $platform_x_frame_options always;");
    // The pattern sits in a double-quoted nginx string (an if's regex is PCRE and takes no variables).
    expect(NOT_A_DOCUMENT.source).not.toContain('"');
  });

  it("sends the policy of a document with pages and the service worker, never with assets or API answers", () => {
    for (const path of ["/", "/index.html", "/m/home", "/m/member/home", "/m/login.html", "/m/unknown/route", "/sw.js"]) expect(isDocumentPath(path), path).toBe(true);
    for (const path of ["/assets/index-IqbYa-lT.js", "/assets/safe-html-6CxL50_5.css", "/icons/icon-192.png", "/wps/member/info", "/lgw/app/launch", "/manifest.webmanifest", "/workbox-sw.js", "/assets/sw.js", "/favicon.ico"]) {
      expect(isDocumentPath(path), path).toBe(false);
    }
  });
});
