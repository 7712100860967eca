import { useEffect, useRef, useState } from "react";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { useLazyImageRoot } from "./lazy-image-root.tsx";
import { canObserve, whenNearViewport } from "./near-viewport.ts";

/**
 * An image that loads near the viewport, or near the container it scrolls in
 * (LazyImageRoot), within 100 px and throttled to once per 300 ms (spec §9,
 * near-viewport.ts), plus the browser's own loading="lazy" where there is no
 * observer; sized by its width/height attributes so nothing moves when it arrives. The server's
 * address passes the URL gate (lib/url-gate.ts). `priority` (a list's first row, the
 * page's largest paint): asked for at once and first, neither observed nor natively lazy.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => priority || !canObserve());
  const root = useLazyImageRoot();

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNearViewport(element, () => setNear(true), root?.current ?? null);
  }, [near, root]);

  return (
    <img
      ref={ref}
      className={className}
      src={safeImageSrc(near ? src : undefined)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      draggable={false}
    />
  );
}
