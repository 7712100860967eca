import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import "./data-state.css";

export type SkeletonShape = "tiles" | "cards" | "rows" | "menu";

/**
 * Grey blocks in the shape of the content that is on its way, shown at once
 * (spec: no blank page while a call hangs); the screen reader hears 'Loading'.
 */
export function Skeleton({ shape, count = 6 }: { shape: SkeletonShape; count?: number }) {
  const { LL } = useI18nContext();
  return (
    <div className={`skeleton skeleton--${shape}`} role="status" aria-label={LL.common.loading()} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="skeleton__block" aria-hidden="true" />
      ))}
    </div>
  );
}
