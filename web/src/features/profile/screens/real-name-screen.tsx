import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { IdCardIcon } from "../../../ui/screen-icons.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useConsolidatedSettings } from "../../../shared/system/index.ts";
import { kycFields, kycSetting, kycStatus, type KycStatus } from "../api/kyc.ts";
import { RealNameForm } from "../components/real-name-form.tsx";
import { kycEnabled, kycFormShown, kycState, type KycState } from "../kyc-rules.ts";
import "../profile.css";

const badgeTone: Record<KycState, string> = {
  NOT_VERIFIED: "",
  PENDING: "",
  VERIFIED: " status-card__badge--ok",
  OTHER: "",
};

function StatusCard({ status }: { status: KycStatus }) {
  const { LL } = useI18nContext();
  const state = kycState(status);
  const text = {
    NOT_VERIFIED: LL.profile.realName.intro(),
    PENDING: LL.profile.realName.pendingText(),
    VERIFIED: LL.profile.realName.verifiedText(),
    OTHER: LL.profile.realName.otherText({ status: [status.verifyStatus, status.statusForFE].filter(Boolean).join(" / ") }),
  }[state];
  return (
    <section className="status-card" aria-label={LL.profile.realName.status[state]()}>
      <IdCardIcon className="profile__status-icon" aria-hidden="true" />
      <div className="profile__status-body">
        <span className={`status-card__badge${badgeTone[state]}`}>{LL.profile.realName.status[state]()}</span>
        <p className="status-card__text">{text}</p>
      </div>
    </section>
  );
}

/**
 * The form's fields and rules, asked only while the form shows. The rules are
 * fixed when the form starts, so it waits for the consolidated settings too
 * (their failure leaves the dictionary's own: required or not).
 */
function KycForm() {
  const { LL } = useI18nContext();
  const fields = useApiQuery(kycFields);
  const settings = useConsolidatedSettings();
  return (
    <DataState query={fields} skeleton={<Skeleton shape="rows" count={4} />} isEmpty={(list) => list.length === 0} empty={<EmptyState text={LL.profile.realName.noFields()} />}>
      {(list) => (settings.isPending ? <Skeleton shape="rows" count={4} /> : <RealNameForm fields={list} settings={settings.data} />)}
    </DataState>
  );
}

/**
 * /m/member/realName, identity verification: the merchant's KYC
 * setting and the member's status (MCSFE_getCustomerKycMerchantSetting,
 * MCSFE_getCustomerKycStatus), then the form while nothing was submitted,
 * the status (under review, verified) afterwards.
 */
export default function RealNameScreen() {
  const { LL } = useI18nContext();
  const setting = useApiQuery(kycSetting);
  const status = useApiQuery(kycStatus);
  return (
    <div className="form-page">
      <DataState
        query={combineQueries(setting, status)}
        skeleton={<Skeleton shape="rows" count={3} />}
        isEmpty={([merchant]) => !kycEnabled(merchant)}
        empty={<EmptyState text={LL.profile.realName.off()} />}
      >
        {([, current]) => (
          <>
            <StatusCard status={current} />
            {kycFormShown(current) ? <KycForm /> : null}
          </>
        )}
      </DataState>
    </div>
  );
}
