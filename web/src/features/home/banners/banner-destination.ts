import type { components } from "@platform/sdk";
import { gameListPath } from "../../games/index.ts";

export type Banner = components["schemas"]["Banner"];

export type BannerDestination = { kind: "route"; path: string } | { kind: "external"; url: string } | { kind: "none" };

/** Contract Banner.clickPayload: what a tap on a banner opens (spec §2: each banner is clickable). */
export function bannerDestination(banner: Banner): BannerDestination {
  const target = banner.clickPayload.target?.trim() ?? "";
  switch (banner.clickPayload.action) {
    case "ROUTE":
      return target.startsWith("/m/") ? { kind: "route", path: target } : { kind: "none" };
    case "LINK":
      return /^https?:\/\//.test(target) ? { kind: "external", url: target } : { kind: "none" };
    case "PROMOTION":
      return target ? { kind: "route", path: `/m/activityDetail?id=${encodeURIComponent(target)}` } : { kind: "none" };
    case "GAME":
      return target ? { kind: "route", path: gameListPath(target.toUpperCase()) } : { kind: "none" };
    case "NONE":
      return { kind: "none" };
  }
}
