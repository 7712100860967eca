import { describe, expect, it } from "vitest";
import { bannerDestination, type Banner } from "./banner-destination.ts";
import { bannersInOrder } from "./banner-order.ts";

const banner = (action: Banner["clickPayload"]["action"], target: string | null, sequence?: number): Banner => ({
  id: sequence ?? 1,
  url: "/mock-assets/banners/vip-club.svg",
  clickPayload: { action, target },
  ...(sequence === undefined ? {} : { sequence }),
});

describe("banner taps (contract Banner.clickPayload)", () => {
  it("opens app routes, promotions, game lists and external links", () => {
    expect(bannerDestination(banner("ROUTE", "/m/vip"))).toEqual({ kind: "route", path: "/m/vip" });
    expect(bannerDestination(banner("PROMOTION", "5002"))).toEqual({ kind: "route", path: "/m/activityDetail?id=5002" });
    expect(bannerDestination(banner("GAME", "lott"))).toEqual({ kind: "route", path: "/m/gameList?gameType=LOTT" });
    expect(bannerDestination(banner("LINK", "https://t.me/platform"))).toEqual({ kind: "external", url: "https://t.me/platform" });
  });

  it("does nothing for NONE or a target that does not fit the action", () => {
    expect(bannerDestination(banner("NONE", null))).toEqual({ kind: "none" });
    expect(bannerDestination(banner("ROUTE", "https://elsewhere.test"))).toEqual({ kind: "none" });
    expect(bannerDestination(banner("LINK", ""))).toEqual({ kind: "none" });
    expect(bannerDestination(banner("PROMOTION", ""))).toEqual({ kind: "none" });
  });

  it("leaves an unsafe address to the banner's link, which refuses it with a message", () => {
    expect(bannerDestination(banner("LINK", "javascript:alert(1)"))).toEqual({ kind: "external", url: "javascript:alert(1)" });
    expect(bannerDestination(banner("ROUTE", "//evil.example/m/home"))).toEqual({ kind: "external", url: "//evil.example/m/home" });
  });

  it("orders banners by sequence", () => {
    expect(bannersInOrder([banner("NONE", null, 3), banner("NONE", null, 1), banner("NONE", null, 2)]).map((b) => b.sequence)).toEqual([1, 2, 3]);
  });
});
