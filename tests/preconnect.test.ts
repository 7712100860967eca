// Every page's head opens the API's and the images' connections with
// the document when they are other origins (web/preconnect.ts).
import { describe, expect, it } from "vitest";
import { preconnectPlugin, preconnectTags } from "../web/preconnect.ts";

describe("preconnect links", () => {
  it("writes nothing for a build on one origin", () => {
    expect(preconnectTags({ apiBase: "", imageOrigin: "" })).toEqual([]);
  });

  it("opens the API's origin for CORS fetches and the images' origin plain, each reduced to its origin", () => {
    expect(preconnectTags({ apiBase: "https://api.platform.test/gateway/", imageOrigin: "https://img.platform.test:8443/games/icons" })).toEqual([
      { tag: "link", attrs: { rel: "preconnect", href: "https://api.platform.test", crossorigin: "" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "preconnect", href: "https://img.platform.test:8443" }, injectTo: "head" },
    ]);
  });

  it("refuses a setting that is not an absolute http(s) address, naming it", () => {
    expect(() => preconnectTags({ apiBase: "api.platform.test", imageOrigin: "" })).toThrow("VITE_API_BASE is not an absolute URL: api.platform.test");
    expect(() => preconnectTags({ apiBase: "", imageOrigin: "ftp://img.platform.test" })).toThrow("VITE_IMAGE_ORIGIN is not an http(s) origin");
  });

  it("gives index.html the same links through the build's plugin", () => {
    const plugin = preconnectPlugin({ apiBase: "", imageOrigin: "https://img.platform.test" });
    const transform = plugin.transformIndexHtml as () => unknown;
    expect(transform()).toEqual([{ tag: "link", attrs: { rel: "preconnect", href: "https://img.platform.test" }, injectTo: "head" }]);
  });
});
