// Security headers: the preview server sends exactly what the
// build wrote for the production web server (web/dist/_headers), and the app
// runs under that CSP without a single violation: the inline theme script by
// its hash, every script, style, image and call from an allowed source.
import { expect, test, type Page } from "./helpers/test.ts";
import { screenshot } from "./helpers/screenshot.ts";

declare global {
  interface Window {
    cspViolations: { directive: string; blocked: string; source: string }[];
  }
}

/** Collects every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
}

const pages = [
  { path: "/m/home", ready: (page: Page) => page.getByRole("navigation", { name: "Game categories" }) },
  { path: "/m/login", ready: (page: Page) => page.getByRole("button", { name: "Log in", exact: true }) },
  { path: "/m/gameList?gameType=RNG", ready: (page: Page) => page.getByRole("button", { name: "Mahjong Ways, PG Soft" }) },
];

test.describe("security headers and CSP", () => {
  for (const { path, ready } of pages) {
    test(`${path} is served with the headers and runs without a CSP violation`, async ({ page }, testInfo) => {
      await watchViolations(page);
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'self'");
      // One hash per inline script of index.html (the theme script, the prerendered shell's language swap), nothing else.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
      expect(csp).toMatch(/connect-src 'self'/);
      // Inline styles: the header leaves them to the page's own policy, which names its inlined stylesheets by hash
      // (issue 48: 29 hashes in every page's header were 1.7 kB of it). The browser enforces both.
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
      const pagePolicy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(pagePolicy).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; style-src-attr 'unsafe-inline'$/);
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");

      await expect(ready(page)).toBeVisible();
      // The inline theme script ran (its hash is in the policy): the theme attribute is set before first paint.
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      if (path === "/m/home") await screenshot(page, testInfo, "home-under-csp");
    });
  }

  test("assets and API answers carry the common headers, not a document's policy; the service worker carries it", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("request", (req) => req.resourceType() === "script" && scripts.push(new URL(req.url()).pathname));
    await page.goto("/m/home");
    await expect(page.getByRole("navigation", { name: "Game categories" })).toBeVisible();
    const asset = scripts.find((path) => path.startsWith("/assets/"));
    expect(asset).toBeDefined();
    for (const path of [asset ?? "", "/wps/system/whitelabel", "/icons/icon-192.png"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"], path).toBeUndefined();
      expect(headers["x-frame-options"], path).toBeUndefined();
    }
    const worker = (await request.get("/sw.js")).headers();
    expect(worker["content-security-policy"]).toContain("default-src 'self'");
  });

  test("a <style> the build did not inline is refused by the page's own policy", async ({ page }) => {
    await watchViolations(page);
    await page.goto("/m/login");
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
    const outline = await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "body { outline: 7px solid red; }";
      document.head.append(style);
      return getComputedStyle(document.body).outlineStyle;
    });
    expect(outline).toBe("none");
    await expect.poll(() => page.evaluate(() => window.cspViolations.map((violation) => violation.directive))).toContain("style-src-elem");
  });

  test("a page that frames the app is refused", async ({ page }) => {
    await watchViolations(page);
    await page.goto("/m/trail");
    const framed = await page.evaluate(async () => {
      const frame = document.createElement("iframe");
      // A refused frame still ends its load (with the browser's error page in it).
      const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
      frame.src = "/m/login";
      document.body.append(frame);
      await loaded;
      try {
        return frame.contentDocument?.querySelector("#root") !== null && frame.contentDocument?.querySelector("#root") !== undefined;
      } catch {
        return false;
      }
    });
    expect(framed).toBe(false);
  });
});
