import { checkImage, safeImageSrc } from "../../../lib/url-gate.ts";
import { GiftIcon } from "../../../ui/icons.tsx";

/**
 * A promotion's picture (16:7), loaded lazily; a gift placeholder when there is none. `priority`
 * (the list's first card, the page's largest paint): asked for at once and first.
 */
export function PromotionImage({ src: raw, className, priority = false }: { src: string | undefined; className: string; priority?: boolean }) {
  // Server image addresses pass the URL gate; a refused one shows the placeholder.
  if (!checkImage(raw).ok)
    return (
      <span className={`${className} promotion-image--none`} aria-hidden="true">
        <GiftIcon />
      </span>
    );
  return (
    <img
      className={className}
      src={safeImageSrc(raw)}
      alt=""
      width={690}
      height={300}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
    />
  );
}
