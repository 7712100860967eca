import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDate } from "../../../lib/date.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { IdCardIcon } from "../../../ui/screen-icons.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { realName, type RealNameVerification } from "../api/real-name.ts";
import { RealNameForm } from "../components/real-name-form.tsx";
import { realNameFormShown } from "../real-name-rules.ts";
import "../profile.css";

const badgeTone: Record<RealNameVerification["status"], string> = {
  NOT_VERIFIED: "",
  PENDING: "",
  VERIFIED: " status-card__badge--ok",
  REJECTED: " status-card__badge--bad",
};

function StatusText({ verification }: { verification: RealNameVerification }) {
  const { LL } = useI18nContext();
  switch (verification.status) {
    case "PENDING":
      return <>{LL.profile.realName.pendingText({ date: verification.submittedAt ? formatDate(verification.submittedAt) : "" })}</>;
    case "VERIFIED":
      return <>{LL.profile.realName.verifiedText()}</>;
    case "REJECTED":
      return <>{LL.profile.realName.rejectedText({ reason: verification.rejectReason ?? "" })}</>;
    default:
      return <>{LL.profile.realName.intro()}</>;
  }
}

/** Real-name verification: its state (not verified, pending, verified, rejected) and the form while it may be sent. */
export default function RealNameScreen() {
  const { LL } = useI18nContext();
  const verification = useApiQuery(realName);
  return (
    <div className="form-page">
      <DataState query={verification} skeleton={<Skeleton shape="rows" count={3} />}>
        {(data) => (
          <>
            <section className="status-card" aria-label={LL.profile.realName.status[data.status]()}>
              <IdCardIcon className="profile__status-icon" aria-hidden="true" />
              <div className="profile__status-body">
                <span className={`status-card__badge${badgeTone[data.status]}`}>{LL.profile.realName.status[data.status]()}</span>
                <p className="status-card__text">
                  <StatusText verification={data} />
                </p>
                {data.realName && !realNameFormShown(data.status) ? (
                  <dl className="profile__masked">
                    <dt>{LL.profile.realName.name()}</dt>
                    <dd>{data.realName}</dd>
                    <dt>{LL.profile.realName.idNumber()}</dt>
                    <dd>{data.idNumber}</dd>
                  </dl>
                ) : null}
              </div>
            </section>
            {realNameFormShown(data.status) ? <RealNameForm key={data.status} verification={data} /> : null}
          </>
        )}
      </DataState>
    </div>
  );
}
