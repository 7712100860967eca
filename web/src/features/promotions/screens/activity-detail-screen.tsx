import { Link, useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { Breadcrumb } from "../../../ui/breadcrumb.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { promotions as promotionsQuery } from "../api/get-promotions.ts";
import { PromotionImage } from "../components/promotion-image.tsx";
import { applyPath, coverImage, dateRangeText, findPromotion, takesApplications } from "../promotion-rules.ts";
import "../promotions.css";

/** Spec §2 (/m/activityDetail?id=): the first image, the header and the sanitised HTML; an unknown id says so. */
export default function ActivityDetailScreen() {
  const { LL } = useI18nContext();
  const id = new URLSearchParams(useSearch()).get("id");
  const promotions = useApiQuery(promotionsQuery);

  return (
    <div className="promotion-detail">
      <Breadcrumb
        label={LL.content.breadcrumb.label()}
        crumbs={[
          { label: LL.content.breadcrumb.home(), href: paths.home },
          { label: LL.content.breadcrumb.promotion(), href: paths.promotions },
          { label: LL.content.breadcrumb.details() },
        ]}
      />
      <DataState query={promotions} skeleton={<Skeleton shape="rows" count={4} />}>
        {(list) => {
          const promotion = findPromotion(list, id);
          if (!promotion)
            return (
              <EmptyState text={LL.promotions.notFound()}>
                <Link href={paths.promotions} className="button button--ghost button--small">
                  {LL.promotions.backToList()}
                </Link>
              </EmptyState>
            );
          return (
            <article className="promotion-detail__article" aria-labelledby="promotion-title">
              <PromotionImage src={coverImage(promotion)} className="promotion-detail__image" />
              <header className="promotion-detail__head">
                {promotion.category ? <span className="promotion-card__category">{promotion.category}</span> : null}
                <h2 id="promotion-title" className="promotion-detail__title">
                  {promotion.title}
                </h2>
                <p className="promotion-detail__dates">{dateRangeText(promotion, LL.promotions.longTerm())}</p>
              </header>
              {promotion.content ? <SafeHtml html={promotion.content} /> : null}
              {takesApplications(promotion) ? (
                <Link href={applyPath(promotion.id)} className="button button--primary button--block promotion-detail__apply">
                  {LL.promotions.apply()}
                </Link>
              ) : null}
            </article>
          );
        }}
      </DataState>
    </div>
  );
}
