import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { linkedScreen } from "../../../lib/linked-screen.ts";
import type { Promotion } from "../api/get-promotions.ts";
import { coverImage, dateRangeText, promotionDetailPath } from "../promotion-rules.ts";
import { PromotionImage } from "./promotion-image.tsx";

/** Spec §2: a promotion's card: category, cover image, title and date range (or 'long term'). `priority`: the list's first card (PromotionImage). */
export function PromotionCard({ promotion, priority = false }: { promotion: Promotion; priority?: boolean }) {
  const { LL } = useI18nContext();
  return (
    <Link href={promotionDetailPath(promotion.id)} className="promotion-card" {...linkedScreen}>
      <PromotionImage src={coverImage(promotion)} className="promotion-card__image" priority={priority} />
      <span className="promotion-card__body">
        {promotion.category ? <span className="promotion-card__category">{promotion.category}</span> : null}
        <span className="promotion-card__title">{promotion.title}</span>
        <span className="promotion-card__dates">{dateRangeText(promotion, LL.promotions.longTerm())}</span>
      </span>
    </Link>
  );
}
