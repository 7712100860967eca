import { afterEach, describe, expect, it, vi } from "vitest";
import { SAFE_LINKS, UNSAFE_URLS } from "../testing/url-gate.payloads.ts";
import { checkImage, checkLink, onUrlRefused, reportRefusal, safeImageSrc } from "./url-gate.ts";

const ORIGIN = "https://m.platform.test";
const options = { origin: ORIGIN, allowHttp: false };

afterEach(() => vi.restoreAllMocks());

describe("the URL gate", () => {
  it("knows at least 25 hostile addresses", () => {
    expect(UNSAFE_URLS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(UNSAFE_URLS.map((url) => [JSON.stringify(url), url]))("refuses %s as a link and as an image", (_, url) => {
    expect(checkLink(url, options).ok).toBe(false);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const image = checkImage(url, options);
    // An image may come from this origin's own paths (mock assets, /m/…); never from a script, page or other origin.
    if (image.ok) expect(new URL(image.href, ORIGIN).origin).toBe(ORIGIN);
    if (image.ok) expect(url.trim().startsWith("/") && !/^\s*[/\\]{2}/.test(url)).toBe(true);
  });

  it.each(SAFE_LINKS.map((url) => [url]))("lets %s through", (url) => {
    const verdict = checkLink(url, options);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(verdict.kind).toBe(url.startsWith("/") ? "app" : "external");
  });

  it("says why: the scheme, another origin, outside the app, credentials", () => {
    expect(checkLink("\tJaVa\nScRiPt:alert(1)", options)).toEqual({ ok: false, reason: "scheme", scheme: "javascript:" });
    expect(checkLink("/\\evil.example", options)).toMatchObject({ ok: false, reason: "otherOrigin" });
    expect(checkLink("/wps/member/info", options)).toMatchObject({ ok: false, reason: "outsideApp" });
    expect(checkLink("https://platform.test@evil.example/", options)).toMatchObject({ ok: false, reason: "credentials" });
  });

  it("normalises what passes: the parser's href, in-app paths without the origin", () => {
    expect(checkLink(" HTTPS://Chat.Platform.test/a b ", options)).toEqual({ ok: true, kind: "external", href: "https://chat.platform.test/a%20b" });
    expect(checkLink("/m/notice?i=2#top", options)).toEqual({ ok: true, kind: "app", href: "/m/notice?i=2#top" });
    expect(checkLink(`${ORIGIN}/m/home`, options)).toEqual({ ok: true, kind: "external", href: `${ORIGIN}/m/home` });
  });

  it("lets http: through only where the build allows it", () => {
    expect(checkLink("http://games.platform.test/", options).ok).toBe(false);
    expect(checkLink("http://games.platform.test/", { ...options, allowHttp: true }).ok).toBe(true);
    expect(checkImage("http://cdn.platform.test/a.png", options).ok).toBe(false);
    expect(checkImage("http://cdn.platform.test/a.png", { ...options, allowHttp: true }).ok).toBe(true);
  });

  it("loads images from https, this origin's paths and base64 raster data only", () => {
    expect(safeImageSrc("https://cdn.platform.test/banner.webp", options)).toBe("https://cdn.platform.test/banner.webp");
    expect(safeImageSrc("/mock-assets/games/pg.svg", options)).toBe("/mock-assets/games/pg.svg");
    expect(safeImageSrc("data:image/png;base64,iVBORw0KGgo=", options)).toBe("data:image/png;base64,iVBORw0KGgo=");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(safeImageSrc("data:image/svg+xml;base64,PHN2Zz4=", options)).toBeUndefined();
    expect(safeImageSrc("//evil.example/pixel.gif", options)).toBeUndefined();
    expect(safeImageSrc(undefined, options)).toBeUndefined();
  });

  it("reports a refusal to the app and the console without the address itself", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const stop = onUrlRefused((report) => seen.push(report));
    const verdict = checkLink("javascript:fetch('/steal?token=secret-token')", options);
    if (verdict.ok) throw new Error("not refused");
    reportRefusal(verdict);
    stop();
    expect(seen).toEqual([{ reason: "scheme", scheme: "javascript:", silent: false }]);
    expect(warn).toHaveBeenCalledWith("url gate: refused a scheme address (javascript:)");
    expect(JSON.stringify(warn.mock.calls)).not.toContain("secret-token");
  });
});
