import { useEffect, useRef, useState } from "react";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { canObserve, whenNearViewport } from "./near-viewport.ts";

/**
 * An image that loads near the viewport (spec §9, 100 px), sized by its
 * width/height attributes so nothing moves when it arrives. The server's
 * address passes the URL gate (lib/url-gate.ts).
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => !canObserve());

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNearViewport(element, () => setNear(true));
  }, [near]);

  return (
    <img
      ref={ref}
      className={className}
      src={safeImageSrc(near ? src : undefined)}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      draggable={false}
    />
  );
}
