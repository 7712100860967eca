import type { ReactNode } from "react";
import { Link } from "wouter";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { ExternalLink } from "../../../ui/external-link.tsx";
import { bannerDestination, type Banner } from "./banner-destination.ts";

/** Banner images are made 750×300 (contract Banner): the attributes reserve the space before they load. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

/** One banner, clickable by its click payload; the first loads at once and first (it is the page's largest paint). */
export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const image = (
    <img
      className="banner__image"
      src={safeImageSrc(banner.url)}
      alt={banner.title ?? ""}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "auto"}
      decoding={first ? "sync" : "async"}
      draggable={false}
    />
  );
  return (
    <BannerLink banner={banner} className="banner">
      {image}
    </BannerLink>
  );
}

/**
 * What a banner opens, around anything (its image on a slide, its title in the sponsor page's list):
 * an app route, an external address (the URL gate's message when refused), or nothing to tap.
 */
export function BannerLink({ banner, className, children }: { banner: Banner; className: string; children: ReactNode }) {
  const destination = bannerDestination(banner);
  switch (destination.kind) {
    case "route":
      return (
        <Link href={destination.path} className={className}>
          {children}
        </Link>
      );
    case "external":
      return (
        <ExternalLink href={destination.url} className={className}>
          {children}
        </ExternalLink>
      );
    case "none":
      return <div className={className}>{children}</div>;
  }
}
