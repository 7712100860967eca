import { Link, useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { PROMOTIONS_PATH } from "../../../lib/paths.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useApplication } from "../api/get-application.ts";
import { ApplicationStatus } from "../components/application-status.tsx";
import { ApplyForm } from "../components/apply-form.tsx";
import { canApply, promotionIdOf } from "../promotion-id.ts";

/** /m/activity/apply?id={id}: the member's application to a promotion, and the apply form while it may be sent. */
export default function ActivityApplyScreen() {
  const { LL } = useI18nContext();
  const promotionId = promotionIdOf(useSearch());
  if (promotionId === undefined) {
    return (
      <div className="form-page">
        <EmptyState text={LL.profile.apply.notFound()}>
          <Link href={PROMOTIONS_PATH} className="button button--ghost">
            {LL.profile.apply.backToPromotions()}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <Application promotionId={promotionId} />;
}

function Application({ promotionId }: { promotionId: number }) {
  const { LL } = useI18nContext();
  const application = useApplication(promotionId);
  return (
    <div className="form-page">
      <DataState query={application} skeleton={<Skeleton shape="rows" count={3} />}>
        {(data) => (
          <>
            {data.status === "NONE" ? null : <ApplicationStatus application={{ ...data, status: data.status }} />}
            {canApply(data.status) ? (
              <ApplyForm key={data.status} promotionId={promotionId} label={data.status === "REJECTED" ? LL.profile.apply.applyAgain() : LL.profile.apply.submit()} />
            ) : null}
          </>
        )}
      </DataState>
    </div>
  );
}
