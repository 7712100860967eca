import { Link, useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { findPromotion, promotionDetailPath, promotions as promotionsQuery } from "../../promotions/index.ts";
import { application as applicationQuery } from "../api/get-application.ts";
import { ApplicationStatus } from "../components/application-status.tsx";
import { ApplyForm } from "../components/apply-form.tsx";
import { canApply, promotionIdOf } from "../promotion-id.ts";
import "../activity-apply.css";

function NotFound() {
  const { LL } = useI18nContext();
  return (
    <EmptyState text={LL.profile.apply.notFound()}>
      <Link href={paths.promotions} className="button button--ghost">
        {LL.profile.apply.backToPromotions()}
      </Link>
    </EmptyState>
  );
}

/** /m/activity/apply?id={id}: the promotion applied to, the member's application to it, and the apply form while it may be sent. */
export default function ActivityApplyScreen() {
  const promotionId = promotionIdOf(useSearch());
  if (promotionId === undefined) {
    return (
      <div className="form-page">
        <NotFound />
      </div>
    );
  }
  return <Application promotionId={promotionId} />;
}

/** Which promotion this is (the page did not say), from the list the detail page read too. */
function PromotionHead({ title, id }: { title: string; id: number }) {
  const { LL } = useI18nContext();
  return (
    <header className="form-card apply-head">
      <p className="apply-head__label">{LL.profile.apply.applyingFor()}</p>
      <h2 className="apply-head__title">{title}</h2>
      <Link href={promotionDetailPath(id)} className="apply-head__link">
        {LL.profile.apply.promotionDetails()}
      </Link>
    </header>
  );
}

function Application({ promotionId }: { promotionId: number }) {
  const { LL } = useI18nContext();
  const promotions = useApiQuery(promotionsQuery);
  const application = useApiQuery(applicationQuery, promotionId);
  return (
    <div className="form-page">
      <DataState query={combineQueries(promotions, application)} skeleton={<Skeleton shape="rows" count={3} />}>
        {([list, data]) => {
          const promotion = findPromotion(list, String(promotionId));
          if (!promotion) return <NotFound />;
          return (
            <>
              <PromotionHead title={promotion.title} id={promotion.id} />
              {data.status === "NONE" ? null : <ApplicationStatus application={{ ...data, status: data.status }} />}
              {canApply(data.status) ? (
                <ApplyForm key={data.status} promotionId={promotionId} label={data.status === "REJECTED" ? LL.profile.apply.applyAgain() : LL.profile.apply.submit()} />
              ) : null}
            </>
          );
        }}
      </DataState>
    </div>
  );
}
