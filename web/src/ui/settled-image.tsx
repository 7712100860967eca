import type { ImgHTMLAttributes } from "react";
import { useDecorationReady } from "../lib/hydration.ts";
import { safeImageSrc } from "../lib/url-gate.ts";

/**
 * A decoration's picture (a payment method's logo) asked for once the page has settled and the image's box has been
 * painted (useDecorationReady, lib/hydration.ts): its box is drawn at once at its size, nothing moves when the picture
 * comes, and it never shares the line with the page's first data. Issue 48: deposit's three method logos were asked for with the methods' render and ended before the
 * page's largest paint, one more round trip in Lighthouse's simulation of it. `src` passes the URL gate here.
 */
export function SettledImage({ src, width, height, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; width: number; height: number }) {
  const ready = useDecorationReady();
  return <img {...rest} src={safeImageSrc(ready ? src : undefined)} width={width} height={height} />;
}
