import { afterEach, describe, expect, it } from "vitest";
import { linkManifest, MANIFEST_HREF } from "./manifest-link.ts";

afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

describe("linkManifest", () => {
  it("links the manifest once, however often it is called", () => {
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe(MANIFEST_HREF);
  });

  it("leaves a page that links it already as it was", () => {
    const own = document.createElement("link");
    own.rel = "manifest";
    own.href = "/other.webmanifest";
    document.head.append(own);
    linkManifest();
    expect([...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute("href"))).toEqual(["/other.webmanifest"]);
  });
});
