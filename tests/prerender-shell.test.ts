// How the build writes React's prerendered frames into the pages (web/prerender-shell.ts).
// e2e/prerendered-home.spec.ts checks the built pages in a browser, with and without JavaScript.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { APP_START_ATTRIBUTE, FIRST_ROW_EVENT, FIRST_ROW_STATE_ATTRIBUTE, FIRST_ROW_WAIT_MS } from "../web/src/lib/html-first-row.ts";
import { entryFetchFor, framePageFile, pageScripts, PRELOAD_NOW_ATTRIBUTE, PRELOAD_SLICE, pageStyles, SHELL_MARK, screenChunks, screenStyles, textChunks, withEntryAfterFirstPaint, withFrames, withInlineStyles, withMinifiedInlineScripts, withModulePreloads, withStyles, withoutManifestLink, withStartFailure, WAIT_ROW_ATTRIBUTE } from "../web/prerender-shell.ts";

const page = `<html><head><title>Royal Play</title><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root">${SHELL_MARK}</div><script>swap()</script></body></html>`;

/** The page's loader (withEntryAfterFirstPaint) in a page whose built HTML is `page`: its text and the data attributes it reads. */
function loaderIn(page: string): { loader: string; attributes: Record<string, string> } {
  const tag = /<script (data-entry[^>]*)>(\(function\(\)[\s\S]*?)<\/script>/.exec(page);
  const attributes = Object.fromEntries([...(tag?.[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
  return { loader: tag?.[2] ?? "", attributes };
}

/** A document for the loader to run against: what it appends, and the listeners it adds. */
function loaderDocument(attributes: Record<string, string>, readyState: "loading" | "interactive", root: Record<string, string> = {}) {
  const appended: Record<string, string>[] = [];
  const listeners: Record<string, () => void> = {};
  const document = {
    readyState,
    // <html>'s attributes: the first row's state (web/first-row-starter.ts) and the loader's mark that the app started.
    documentElement: {
      getAttribute: (name: string) => root[name] ?? null,
      setAttribute: (name: string, value: string) => void (root[name] = value),
      hasAttribute: (name: string) => name in root,
    },
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null, hasAttribute: (name: string) => name in attributes },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, string>) => appended.push(element) },
  };
  return { document, appended, listeners, root };
}

describe("prerendered pages", () => {
  it("puts the first language's frame in #root, marked with its kind, path and language, the others in templates, and the page title", () => {
    const html = withFrames(page, "route", [
      { locale: "en", html: "<main>Log in</main>", title: "Log in" },
      { locale: "cn", html: "<main>登录</main>", title: "登录" },
      { locale: "ms", html: "<main>Log masuk</main>", title: "Log <masuk>" },
    ], "/m/login");
    // The path the app's first render was drawn at: the app hydrates it only there (lib/app-shell.ts).
    expect(html).toContain('<div id="root" data-prerender="route" data-path="/m/login" data-lang="en"><main>Log in</main></div>');
    expect(html).toContain('<template data-prerender-lang="cn" data-title="登录"><main>登录</main></template>');
    expect(html).toContain('data-title="Log &lt;masuk&gt;"');
    expect(html).toContain("<title>Log in</title>");
    // No whitespace slips into #root: React hydrates exactly the markup it rendered.
    expect(html).not.toMatch(/data-lang="en">\s+</);
    // The inline script is untouched: its CSP hash is the same in every page.
    expect(html).toContain("<script>swap()</script>");
  });

  // The member centre's and deposit's pages hold a member's frame too, picked by the page's script.
  it("writes a member's frames as templates marked for a member, keeping a visitor's English frame in #root", () => {
    const html = withFrames(page, "route", [
      { locale: "en", html: "<main>Log in or sign up</main>", title: "Member center" },
      { locale: "en", role: "member", html: "<main>￥--.--</main>", title: "Member center" },
      { locale: "cn", html: "<main>登录或注册</main>", title: "会员中心" },
      { locale: "cn", role: "member", html: "<main>￥--.-- 中</main>", title: "会员中心" },
    ], "/m/member/home");
    expect(html).toContain('<div id="root" data-prerender="route" data-path="/m/member/home" data-lang="en"><main>Log in or sign up</main></div>');
    expect(html).toContain('<template data-prerender-lang="en" data-prerender-for="member" data-title="Member center"><main>￥--.--</main></template>');
    expect(html).toContain('<template data-prerender-lang="cn" data-title="会员中心"><main>登录或注册</main></template>');
    expect(html).toContain('<template data-prerender-lang="cn" data-prerender-for="member" data-title="会员中心"><main>￥--.-- 中</main></template>');
    expect(html.match(/<template /g)).toHaveLength(3);
  });

  // The React half can fail to load alone; the page then shows this notice (app/show-start-failure.ts).
  it("puts the start-failure notice of each language in a template at the end of the body, outside #root", () => {
    const html = withStartFailure(page, [
      { locale: "en", html: "<div>The app could not load.</div>" },
      { locale: "cn", html: "<div>应用未能加载</div>" },
    ]);
    expect(html).toMatch(/<script>swap\(\)<\/script><template data-start-failed="en"><div>The app could not load.<\/div><\/template><template data-start-failed="cn"><div>应用未能加载<\/div><\/template><\/body>/);
    expect(html).toContain(`<div id="root">${SHELL_MARK}</div>`);
    expect(() => withStartFailure("<div></div>", [])).toThrow(/no <\/body>/);
  });

  it("leaves a page without frames as it was", () => {
    expect(withFrames(page, "home", [], "/m/home")).toBe(page);
  });

  // The browser fetched the manifest and its icon beside the first screen's code; the app links it after load.
  it("takes the manifest link out of a page, and fails the build on a link to another address than the app's", () => {
    const built = '<html><head><title>x</title>\n  <link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/i.png"></head></html>';
    expect(withoutManifestLink(built)).toBe('<html><head><title>x</title><link rel="icon" href="/i.png"></head></html>');
    expect(withoutManifestLink("<html><head></head></html>")).toBe("<html><head></head></html>");
    expect(() => withoutManifestLink('<head><link rel="manifest" href="/app.webmanifest"></head>')).toThrow(/\/app\.webmanifest/);
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

  // The app's React half is imported by the entry, not statically: its styles (the frame's, the header's)
  // would come a round trip after it, and the frame would move when they did.
  it("links the app's React half's styles on every page, before its screen's, once each", () => {
    const bundle = {
      "assets/render.js": { type: "chunk", moduleIds: ["/app/web/src/app/render-app.tsx"], imports: ["assets/form.js"], viteMetadata: { importedCss: new Set(["assets/frame.css"]) } },
      "assets/login.js": { type: "chunk", moduleIds: ["/app/web/src/features/account/screens/login-screen.tsx"], imports: ["assets/form.js"], viteMetadata: { importedCss: new Set(["assets/login.css"]) } },
      "assets/form.js": { type: "chunk", moduleIds: ["/app/web/src/ui/form/form.tsx"], imports: [], viteMetadata: { importedCss: new Set(["assets/form.css"]) } },
    };
    expect(pageStyles(bundle, { path: "/m/login", screenSource: "src/features/account/screens/login-screen.tsx" })).toEqual(["assets/frame.css", "assets/form.css", "assets/login.css"]);
  });

  it("preloads a screen's scripts beside the entry, those the page does not load yet, once each", () => {
    const bundle = {
      "assets/index.js": { type: "chunk", moduleIds: ["/app/web/src/main.tsx"], imports: [] },
      "assets/login.js": { type: "chunk", moduleIds: ["/app/web/src/features/account/screens/login-screen.tsx"], imports: ["assets/form.js", "assets/index.js"] },
      "assets/form.js": { type: "chunk", moduleIds: ["/app/web/src/ui/form/form.tsx"], imports: ["assets/login.js", "assets/index.js"] },
      "assets/other.js": { type: "chunk", moduleIds: ["/app/web/src/features/other/screens/other-screen.tsx"], imports: [] },
    };
    const { scripts } = screenChunks(bundle, "src/features/account/screens/login-screen.tsx");
    expect(scripts).toEqual(["assets/login.js", "assets/form.js", "assets/index.js"]);
    const built = '<html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>';
    const html = withModulePreloads(built, scripts);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login.js"><link rel="modulepreload" crossorigin href="/assets/form.js"></head>');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index.js"');
    // Home fetches them after its first paint, with the entry: the loader lists them.
    expect(withEntryAfterFirstPaint(html, "after-paint")).toContain('data-preload="/assets/login.js /assets/form.js"');
  });

  // Promotions' first data is asked for by a module start-up imports; preloaded, that import does not wait for the entry.
  it("preloads a route's start modules and the app's React half beside its screen, once each, and fails the build when one is in no chunk", () => {
    const bundle = {
      "assets/index.js": { type: "chunk", moduleIds: ["/app/web/src/main.tsx"], imports: [] },
      "assets/activity.js": { type: "chunk", moduleIds: ["/app/web/src/features/promotions/screens/activity-screen.tsx"], imports: ["assets/rules.js", "assets/index.js"] },
      "assets/start-page.js": { type: "chunk", moduleIds: ["/app/web/src/features/promotions/start-page.ts"], imports: ["assets/rules.js", "assets/index.js"] },
      "assets/rules.js": { type: "chunk", moduleIds: ["/app/web/src/features/promotions/promotion-rules.ts"], imports: ["assets/index.js"] },
      "assets/render.js": { type: "chunk", moduleIds: ["/app/web/src/app/render-app.tsx"], imports: ["assets/index.js"] },
    };
    const page = { path: "/m/activity", screenSource: "src/features/promotions/screens/activity-screen.tsx", startSources: ["src/features/promotions/start-page.ts"] };
    expect(pageScripts(bundle, page)).toEqual(["assets/activity.js", "assets/rules.js", "assets/index.js", "assets/render.js", "assets/start-page.js"]);
    // Every page preloads the app's React half, which the entry imports once it has asked for the first data.
    expect(pageScripts(bundle, { ...page, startSources: undefined })).toEqual(["assets/activity.js", "assets/rules.js", "assets/index.js", "assets/render.js"]);
    expect(() => pageScripts(bundle, { ...page, startSources: ["src/features/promotions/moved.ts"] })).toThrow(/in no chunk/);
  });

  it("finds a page's texts per language, the base texts and its screen's namespaces, and fails on a text module in no chunk", () => {
    const chunk = (facadeModuleId: string) => ({ type: "chunk", facadeModuleId, imports: [] });
    const bundle: Record<string, { type: string; facadeModuleId: string; imports: string[] }> = {};
    for (const locale of ["en", "cn", "ms"]) {
      bundle[`assets/${locale}.js`] = chunk(`/repo/web/src/i18n/generated/${locale}/index.ts`);
      bundle[`assets/games-${locale}.js`] = chunk(`/repo/web/src/i18n/generated/${locale}/games/index.ts`);
    }
    bundle["assets/game-list.js"] = chunk("/repo/web/src/features/games/screens/game-list-screen.tsx");
    expect(textChunks(bundle, { path: "/m/gameList", texts: ["games"] })).toEqual({
      en: ["assets/en.js", "assets/games-en.js"],
      cn: ["assets/cn.js", "assets/games-cn.js"],
      ms: ["assets/ms.js", "assets/games-ms.js"],
    });
    expect(textChunks(bundle, { path: "/m/help", texts: [] }).cn).toEqual(["assets/cn.js"]);
    expect(() => textChunks(bundle, { path: "/m/activity", texts: ["promotions"] })).toThrow(/\/m\/activity: its texts src\/i18n\/generated\/en\/promotions\/index.ts are in no chunk/);
  });

  it("inlines each linked stylesheet in a <style> of its own, beside a disabled link the browser does not fetch", () => {
    const files: Record<string, string> = { "/assets/index.css": ":root{--gold:#e9b949}", "/assets/form.css": ".form{gap:1rem}" };
    const html = withInlineStyles(withStyles(page, ["assets/form.css"]), (href) => files[href] ?? "");
    expect(html).toContain('<style>:root{--gold:#e9b949}</style><link rel="stylesheet" crossorigin href="/assets/index.css" disabled>');
    expect(html).toContain('<style>.form{gap:1rem}</style><link rel="stylesheet" crossorigin href="/assets/form.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(() => withInlineStyles(page, () => "a::after{content:'</style>'}")).toThrow(/cannot be inlined/);
  });

  it("fetches the app's script after the first paint on a page whose frame is its screen's first picture, at once beside a skeleton", () => {
    expect(entryFetchFor({ path: "/m/login", screenSource: "src/features/account/screens/login-screen.tsx", firstPicture: true })).toBe("after-paint");
    expect(entryFetchFor({ path: "/m/help", screenSource: "src/features/content/screens/help-screen.tsx", firstPicture: false })).toBe("early");
    expect(entryFetchFor({ path: "/m/help", screenSource: "src/features/content/screens/help-screen.tsx" })).toBe("early");
  });

  it("starts the app's script after the first frame: a loader adds it once parsed and two frames drawn", () => {
    const built =
      '<html><head><script>theme()</script><script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js"></head><body></body></html>';
    // A route's page (its frame is a skeleton): the entry and its imports are fetched at once.
    const early = withEntryAfterFirstPaint(built);
    expect(early).not.toContain('<script type="module"');
    expect(early).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js"><script data-entry="/assets/index-abc.js" ');
    // The entry's imports: the loader's to add, from the first task after the parser's (the next test).
    expect(early).not.toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-def.js">');
    expect(early).toContain(`<script data-entry="/assets/index-abc.js" data-preload="/assets/runtime-def.js" ${PRELOAD_NOW_ATTRIBUTE}="">`);
    expect(early).toContain("<script>theme()</script>");
    expect(withEntryAfterFirstPaint(built)).toBe(early);
    expect(() => withEntryAfterFirstPaint("<html></html>")).toThrow(/no module entry/);

    // Home's page (prerendered content): nothing is fetched before the loader runs.
    const late = withEntryAfterFirstPaint(built, "after-paint");
    expect(late).not.toContain("<link rel=\"modulepreload\"");
    expect(late).toContain('<script data-entry="/assets/index-abc.js" data-preload="/assets/runtime-def.js">');
    expect(loaderIn(late).attributes).not.toHaveProperty(PRELOAD_NOW_ATTRIBUTE);
    const loaderOf = (page: string) => /<script data-entry[^>]*>(\(function\(\)[\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";
    // One loader text in every page: one CSP hash.
    expect(loaderOf(late)).toBe(loaderOf(early));

    // The loader itself: nothing before DOMContentLoaded, then the preloads and the entry once a frame has passed, once.
    vi.useFakeTimers();
    try {
      const { document, appended, listeners } = loaderDocument(loaderIn(late).attributes, "loading");
      const frames: (() => void)[] = [];
      const requestAnimationFrame = (callback: () => void) => frames.push(callback);
      const nextFrame = () => frames.shift()?.();
      // Without paint timing (PerformanceObserver undefined here): two frames, then a task.
      new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loaderOf(late))(document, requestAnimationFrame, setTimeout, undefined);
      vi.advanceTimersByTime(1000);
      expect(appended).toEqual([]);
      listeners.DOMContentLoaded?.();
      expect(appended).toEqual([]);
      nextFrame();
      vi.advanceTimersByTime(0);
      expect(appended).toEqual([]);
      nextFrame();
      vi.advanceTimersByTime(0);
      expect(appended).toEqual([
        { tag: "script", type: "module", crossOrigin: "", src: "/assets/index-abc.js" },
        { tag: "link", rel: "modulepreload", crossOrigin: "", href: "/assets/runtime-def.js" },
      ]);
      vi.advanceTimersByTime(1000);
      expect(appended).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  // Each element the loader adds starts a fetch; login's 25 preloads in one task made a long task.
  it("adds the entry first, then the preloads PRELOAD_SLICE at a time, one task each, each once", () => {
    const preloads = Array.from({ length: 10 }, (_, index) => `/assets/part-${index}.js`);
    const built = `<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>${preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("")}</head><body></body></html>`;
    const { loader, attributes } = loaderIn(withEntryAfterFirstPaint(built, "after-paint"));
    expect(attributes["data-preload"]).toBe(preloads.join(" "));
    vi.useFakeTimers();
    try {
      const { document, appended } = loaderDocument(attributes, "interactive");
      // Without paint timing: two frames, then a task.
      new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader)(document, (callback: () => void) => callback(), setTimeout, undefined);
      vi.advanceTimersToNextTimer();
      expect(appended.map((element) => element.src ?? element.href)).toEqual(["/assets/index-abc.js", ...preloads.slice(0, PRELOAD_SLICE)]);
      vi.advanceTimersToNextTimer();
      expect(appended).toHaveLength(1 + 2 * PRELOAD_SLICE);
      vi.advanceTimersByTime(1000);
      expect(appended.slice(1).map((element) => element.href)).toEqual(preloads);
      expect(appended.filter((element) => element.tag === "script")).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  // The preload scanner started all of deposit's ten links in the navigation's task: 50 to 85 ms of it at 4× CPU.
  it("on an early page, adds the entry's imports PRELOAD_SLICE at a time from the task after the parser's, and the entry after the first paint", () => {
    const preloads = Array.from({ length: 6 }, (_, index) => `/assets/part-${index}.js`);
    const built = `<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>${preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("")}</head><body></body></html>`;
    const early = withEntryAfterFirstPaint(built, "early");
    expect(early.match(/rel="modulepreload"/g)).toHaveLength(1);
    const { loader, attributes } = loaderIn(early);
    expect(attributes["data-preload"]).toBe(preloads.join(" "));
    vi.useFakeTimers();
    try {
      const { document, appended, listeners } = loaderDocument(attributes, "loading");
      const frames: (() => void)[] = [];
      new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader)(document, (callback: () => void) => frames.push(callback), setTimeout, undefined);
      // Nothing within the parser's task.
      expect(appended).toEqual([]);
      vi.advanceTimersToNextTimer();
      expect(appended.map((element) => element.href)).toEqual(preloads.slice(0, PRELOAD_SLICE));
      vi.advanceTimersToNextTimer();
      expect(appended.map((element) => element.href)).toEqual(preloads);
      // The entry after the first paint, its imports not added twice.
      listeners.DOMContentLoaded?.();
      frames.shift()?.();
      frames.shift()?.();
      vi.advanceTimersByTime(0);
      expect(appended.filter((element) => element.tag === "script").map((element) => element.src)).toEqual(["/assets/index-abc.js"]);
      vi.advanceTimersByTime(1000);
      expect(appended).toHaveLength(preloads.length + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  // Two frames can pass before a busy phone presents the first one; the browser's paint timing says when it has.
  it("with paint timing, the loader adds the preloads and the entry once the first paint is reported, not after two frames", () => {
    const built = '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-def.js"></head><body></body></html>';
    const { loader, attributes } = loaderIn(withEntryAfterFirstPaint(built, "after-paint"));
    vi.useFakeTimers();
    try {
      const { document, appended } = loaderDocument(attributes, "interactive");
      const frames: (() => void)[] = [];
      const observed: { type?: string; buffered?: boolean }[] = [];
      let report: (() => void) | undefined;
      let disconnected = false;
      class FakeObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        constructor(callback: (list: unknown, observer: FakeObserver) => void) {
          report = () => callback({}, this);
        }
        observe(options: { type?: string; buffered?: boolean }) {
          observed.push(options);
        }
        disconnect() {
          disconnected = true;
        }
      }
      new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader)(document, (callback: () => void) => frames.push(callback), setTimeout, FakeObserver);
      expect(observed).toEqual([{ type: "paint", buffered: true }]);
      expect(frames).toEqual([]);
      vi.advanceTimersByTime(100);
      expect(appended).toEqual([]);
      report?.();
      expect(disconnected).toBe(true);
      vi.advanceTimersByTime(0);
      expect(appended.map((element) => element.tag)).toEqual(["script", "link"]);
      // The background-tab timer finds the entry added: nothing twice.
      vi.advanceTimersByTime(1000);
      expect(appended).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
  // The game list's starter draws its first rows from the HTML (web/first-row-starter.ts): its app's script waits for them.
  it("fetches the game list's script after the first row its starter draws, at most FIRST_ROW_WAIT_MS after the first paint", () => {
    expect(entryFetchFor({ path: "/m/gameList", screenSource: "src/features/games/screens/game-list-screen.tsx", firstPicture: false })).toBe("after-first-row");
    const built = '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-def.js"></head><body></body></html>';
    const page = withEntryAfterFirstPaint(built, "after-first-row");
    // Nothing of the app is fetched with the page: the loader adds it all.
    expect(page).not.toContain('rel="modulepreload"');
    const { loader, attributes } = loaderIn(page);
    expect(loader).toBe(loaderIn(withEntryAfterFirstPaint(built)).loader);
    const run = (root: Record<string, string>) => {
      const fake = loaderDocument(attributes, "interactive", root);
      new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader)(fake.document, (callback: () => void) => callback(), setTimeout, undefined);
      return fake;
    };
    vi.useFakeTimers();
    try {
      // The row drawn: the app's script as soon as the starter says so, once, marked on <html>.
      const drawn = run({ [FIRST_ROW_STATE_ATTRIBUTE]: "pending" });
      vi.advanceTimersByTime(FIRST_ROW_WAIT_MS - 300);
      expect(drawn.appended).toEqual([]);
      drawn.root[FIRST_ROW_STATE_ATTRIBUTE] = "drawn";
      drawn.listeners[FIRST_ROW_EVENT]?.();
      expect(drawn.appended.map((element) => element.tag)).toEqual(["script", "link"]);
      expect(drawn.root).toHaveProperty(APP_START_ATTRIBUTE);
      vi.advanceTimersByTime(FIRST_ROW_WAIT_MS);
      expect(drawn.appended).toHaveLength(2);

      // The row slow to come: the app's script FIRST_ROW_WAIT_MS after the page painted (here, at once after the task).
      const slow = run({ [FIRST_ROW_STATE_ATTRIBUTE]: "pending" });
      vi.advanceTimersByTime(FIRST_ROW_WAIT_MS - 1);
      expect(slow.appended).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(slow.appended.map((element) => element.tag)).toEqual(["script", "link"]);

      // No row on its way (its call was not started, or it already failed): after the first paint, as home's.
      const none = run({ [FIRST_ROW_STATE_ATTRIBUTE]: "none" });
      vi.advanceTimersByTime(0);
      expect(none.appended.map((element) => element.tag)).toEqual(["script", "link"]);
    } finally {
      vi.useRealTimers();
    }
  });

  // Register's starter draws its banner from the HTML too, but its form's script is not held back for a picture.
  it("fetches register's script after the first paint, its banner pending or not", () => {
    expect(entryFetchFor({ path: "/m/register", screenSource: "src/features/account/screens/register-screen.tsx", firstPicture: false })).toBe("early");
    expect(entryFetchFor({ path: "/m/register", screenSource: "src/features/account/screens/register-screen.tsx", firstPicture: true })).toBe("after-paint");
    const built = '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-def.js"></head><body></body></html>';
    const { loader, attributes } = loaderIn(withEntryAfterFirstPaint(built, "after-paint"));
    expect(attributes).not.toHaveProperty(WAIT_ROW_ATTRIBUTE);
    expect(loaderIn(withEntryAfterFirstPaint(built, "after-first-row")).attributes).toHaveProperty(WAIT_ROW_ATTRIBUTE);
    vi.useFakeTimers();
    try {
      const fake = loaderDocument(attributes, "interactive", { [FIRST_ROW_STATE_ATTRIBUTE]: "pending" });
      new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader)(fake.document, (callback: () => void) => callback(), setTimeout, undefined);
      vi.advanceTimersByTime(0);
      expect(fake.appended.map((element) => element.tag)).toEqual(["script", "link"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("index.html's inline scripts in the built pages", () => {
  it("are minified, ES5 as written, and do what they did: the kept theme and language before first paint", () => {
    const source = readFileSync(new URL("../web/index.html", import.meta.url), "utf8");
    const built = withMinifiedInlineScripts(source);
    const bodies = (html: string) => Array.from(html.matchAll(/<script>([\s\S]*?)<\/script>/g), (match) => match[1] ?? "");
    const [theme, frame] = bodies(built);
    expect(bodies(built)).toHaveLength(bodies(source).length);
    expect(built.length).toBeLessThan(source.length - 1_500);
    for (const body of bodies(built)) {
      expect(body).not.toMatch(/\/\/ |=>|\bconst\b|\blet\b|catch\s*\{/);
    }
    // The module script is left as it is.
    expect(built).toContain('<script type="module" src="/src/main.tsx"></script>');
    const root = { dataset: {} as Record<string, string>, lang: "en" };
    const storage = { getItem: (key: string) => ({ theme: "light", language: "MS" })[key] ?? null };
    new Function("document", "localStorage", theme ?? "")({ documentElement: root }, storage);
    expect(root).toEqual({ dataset: { theme: "light" }, lang: "ms" });
    expect(frame).toContain("data-prerender");
  });
});
