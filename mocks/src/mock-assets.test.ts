import { describe, expect, it } from "vitest";
import { mockAssetUrls } from "./mock-assets.ts";

describe("mockAssetUrls", () => {
  it("finds each mock asset path once, in any string, at any depth, without query or fragment", () => {
    const doc = {
      paths: { "/x": { get: { responses: { "200": { content: { "application/json": { examples: { a: { value: {
        icon: "/mock-assets/games/game-1.svg",
        html: '<img src="/mock-assets/banners/b1.svg"><img src="/mock-assets/vip/badge.png?v=2#top">',
        list: ["http://127.0.0.1:5173/mock-assets/games/game-1.svg", "/assets/not-a-mock.svg", 7, null],
      } } } } } } } } } },
    };
    expect(mockAssetUrls(doc)).toEqual(["/mock-assets/banners/b1.svg", "/mock-assets/games/game-1.svg", "/mock-assets/vip/badge.png"]);
  });

  it("finds none in a document without them", () => {
    expect(mockAssetUrls({ info: { title: "mock assets live in /mock-assets" } })).toEqual([]);
  });
});
