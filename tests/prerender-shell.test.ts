// Issue 17: how the build writes React's prerendered frames into the pages (web/prerender-shell.ts).
// e2e/prerendered-home.spec.ts checks the built pages in a browser, with and without JavaScript.
import { describe, expect, it, vi } from "vitest";
import { framePageFile, SHELL_MARK, screenStyles, withEntryAfterFirstPaint, withFrames, withInlineStyles, withStyles } from "../web/prerender-shell.ts";

const page = `<html><head><title>Royal Play</title><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root">${SHELL_MARK}</div><script>swap()</script></body></html>`;

describe("prerendered pages (issue 17)", () => {
  it("puts the first language's frame in #root, marked with its kind and language, the others in templates, and the page title", () => {
    const html = withFrames(page, "route", [
      { locale: "en", html: "<main>Log in</main>", title: "Log in" },
      { locale: "cn", html: "<main>登录</main>", title: "登录" },
      { locale: "ms", html: "<main>Log masuk</main>", title: "Log <masuk>" },
    ]);
    expect(html).toContain('<div id="root" data-prerender="route" data-lang="en"><main>Log in</main></div>');
    expect(html).toContain('<template data-prerender-lang="cn" data-title="登录"><main>登录</main></template>');
    expect(html).toContain('data-title="Log &lt;masuk&gt;"');
    expect(html).toContain("<title>Log in</title>");
    // No whitespace slips into #root: React hydrates exactly the markup it rendered.
    expect(html).not.toMatch(/data-lang="en">\s+</);
    // The inline script is untouched: its CSP hash is the same in every page.
    expect(html).toContain("<script>swap()</script>");
  });

  it("leaves a page without frames as it was", () => {
    expect(withFrames(page, "home", [])).toBe(page);
  });

  it("writes a route's page where the servers look for /m/x: m/x.html", () => {
    expect(framePageFile("/m/login")).toBe("m/login.html");
    expect(framePageFile("/m/activity/signIn")).toBe("m/activity/signIn.html");
  });

  it("links the styles of a screen's chunk and of the chunks it imports, once each", () => {
    const bundle = {
      "assets/login.js": { type: "chunk", moduleIds: ["/app/web/src/features/account/screens/login-screen.tsx"], imports: ["assets/form.js"], viteMetadata: { importedCss: new Set(["assets/login.css"]) } },
      "assets/form.js": { type: "chunk", moduleIds: ["/app/web/src/ui/form/form.tsx"], imports: ["assets/login.js"], viteMetadata: { importedCss: new Set(["assets/form.css"]) } },
      "assets/index.css": { type: "asset" },
    };
    const styles = screenStyles(bundle, "src/features/account/screens/login-screen.tsx");
    expect(styles).toEqual(["assets/login.css", "assets/form.css"]);
    expect(screenStyles(bundle, "src/features/missing/screens/x-screen.tsx")).toEqual([]);
    const linked = withStyles(page, [...styles, "assets/index.css"]);
    expect(linked.match(/assets\/index\.css/g)).toHaveLength(1);
    expect(linked).toContain('<link rel="stylesheet" crossorigin href="/assets/form.css"></head>');
  });

  it("inlines each linked stylesheet in a <style> of its own, beside a disabled link the browser does not fetch", () => {
    const files: Record<string, string> = { "/assets/index.css": ":root{--gold:#e9b949}", "/assets/form.css": ".form{gap:1rem}" };
    const html = withInlineStyles(withStyles(page, ["assets/form.css"]), (href) => files[href] ?? "");
    expect(html).toContain('<style>:root{--gold:#e9b949}</style><link rel="stylesheet" crossorigin href="/assets/index.css" disabled>');
    expect(html).toContain('<style>.form{gap:1rem}</style><link rel="stylesheet" crossorigin href="/assets/form.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(() => withInlineStyles(page, () => "a::after{content:'</style>'}")).toThrow(/cannot be inlined/);
  });

  it("starts the app's script after the first frame: fetched at once, added by a loader once parsed and two frames drawn", () => {
    const built = `<html><head><script>theme()</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>`;
    const html = withEntryAfterFirstPaint(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js"><script>');
    expect(html).toContain("<script>theme()</script>");
    expect(withEntryAfterFirstPaint(built)).toBe(html);
    expect(() => withEntryAfterFirstPaint("<html></html>")).toThrow(/no module entry/);

    // The loader itself: nothing before DOMContentLoaded, then the entry once a frame has passed, once.
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    vi.useFakeTimers();
    try {
      const appended: { type: string; src: string; crossOrigin: string | null }[] = [];
      const listeners: Record<string, () => void> = {};
      const frames: (() => void)[] = [];
      const document = {
        readyState: "loading",
        addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
        createElement: () => ({ type: "", src: "", crossOrigin: null }),
        head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      };
      const requestAnimationFrame = (callback: () => void) => frames.push(callback);
      const nextFrame = () => frames.shift()?.();
      new Function("document", "requestAnimationFrame", "setTimeout", loader)(document, requestAnimationFrame, setTimeout);
      vi.advanceTimersByTime(1000);
      expect(appended).toEqual([]);
      listeners.DOMContentLoaded?.();
      expect(appended).toEqual([]);
      nextFrame();
      vi.advanceTimersByTime(0);
      expect(appended).toEqual([]);
      nextFrame();
      vi.advanceTimersByTime(0);
      expect(appended).toEqual([{ type: "module", src: "/assets/index-abc.js", crossOrigin: "" }]);
      vi.advanceTimersByTime(1000);
      expect(appended).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
