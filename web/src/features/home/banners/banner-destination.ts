import type { components } from "@platform/sdk";
import { href } from "../../../lib/routes.ts";
import { checkLink } from "../../../lib/url-gate.ts";
import { gameListPath } from "../../games/first-paint.ts";

export type Banner = components["schemas"]["Banner"];

export type BannerDestination = { kind: "route"; path: string } | { kind: "external"; url: string } | { kind: "none" };

/**
 * Contract Banner.clickPayload: what a tap on a banner opens (spec §2: each banner is clickable).
 * An address the URL gate refuses stays "external": the banner's link refuses it with a message when tapped.
 */
export function bannerDestination(banner: Banner): BannerDestination {
  const target = banner.clickPayload.target?.trim() ?? "";
  switch (banner.clickPayload.action) {
    case "ROUTE": {
      if (!target) return { kind: "none" };
      const verdict = checkLink(target);
      if (!verdict.ok) return { kind: "external", url: target };
      return verdict.kind === "app" ? { kind: "route", path: verdict.href } : { kind: "none" };
    }
    case "LINK":
      return target ? { kind: "external", url: target } : { kind: "none" };
    case "PROMOTION":
      return target ? { kind: "route", path: href("activityDetail", { id: target }) } : { kind: "none" };
    case "GAME":
      return target ? { kind: "route", path: gameListPath(target.toUpperCase()) } : { kind: "none" };
    case "NONE":
      return { kind: "none" };
  }
}
