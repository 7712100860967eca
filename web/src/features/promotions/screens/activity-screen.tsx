import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { combineQueries, DataState } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useHtmlFirstRowUntil } from "../../../lib/use-html-first-row.ts";
import { promotionCategories } from "../api/get-promotion-categories.ts";
import { promotions as promotionsQuery } from "../api/get-promotions.ts";
import { CategoryTabs } from "../components/category-tabs.tsx";
import { PromotionCard } from "../components/promotion-card.tsx";
import { PromotionsLoading } from "../components/promotions-loading.tsx";
import { initialCategoryId, promotionsOfCategory } from "../promotion-rules.ts";
import "../promotions.css";

/** Spec §2 "Promotions page" (/m/activity): category tabs and the promotions of the picked one. */
export default function ActivityScreen() {
  const { LL } = useI18nContext();
  const categories = useApiQuery(promotionCategories);
  const promotions = useApiQuery(promotionsQuery);
  const [picked, setPicked] = useState<number>();
  const both = combineQueries(categories, promotions);
  // The page's picture of the first cards (lib/html-first-row.ts) stands until the page shows what it has.
  useHtmlFirstRowUntil(both.isPending);

  return (
    <div className="promotions-page">
      <DataState
        query={both}
        skeleton={<PromotionsLoading />}
        isEmpty={([, list]) => (list ?? []).length === 0}
        empty={<EmptyState text={LL.empty.noPromotions()} />}
      >
        {([tabOrNone, listOrNone]) => {
          const tabs = tabOrNone ?? [];
          const list = listOrNone ?? [];
          const selected = tabs.some((tab) => tab.id === picked) ? picked : initialCategoryId(tabs);
          const shown = promotionsOfCategory(list, selected);
          return (
            <>
              {tabs.length > 0 ? <CategoryTabs label={LL.promotions.categories()} categories={tabs} selected={selected} onSelect={setPicked} /> : null}
              <div role={tabs.length > 0 ? "tabpanel" : undefined} className="promotion-list">
                {shown.length === 0 ? (
                  <EmptyState text={LL.empty.noPromotions()} />
                ) : (
                  <ul className="promotion-list__items">
                    {shown.map((promotion, index) => (
                      <li key={promotion.id}>
                        <PromotionCard promotion={promotion} priority={index === 0} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </>
          );
        }}
      </DataState>
    </div>
  );
}
