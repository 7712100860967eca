import type { PromotionApplication } from "@platform/sdk/forms";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDate } from "../../../lib/date.ts";
import { formatMoney } from "../../../lib/money.ts";

const badgeTone = { APPLYING: "", REJECTED: " status-card__badge--bad", ISSUED: " status-card__badge--ok" } as const;

/** Where an application stands (spec §3: applying, rejected, issued). */
export function ApplicationStatus({ application }: { application: PromotionApplication & { status: "APPLYING" | "REJECTED" | "ISSUED" } }) {
  const { LL } = useI18nContext();
  const { status } = application;
  const text =
    status === "APPLYING"
      ? LL.profile.apply.applyingText({ date: application.appliedAt ? formatDate(application.appliedAt) : "" })
      : status === "REJECTED"
        ? LL.profile.apply.rejectedText({ reason: application.rejectReason ?? "" })
        : LL.profile.apply.issuedText({ amount: formatMoney(application.bonusAmount ?? 0) });
  return (
    <section className="status-card" aria-label={LL.profile.apply.status[status]()}>
      <span className={`status-card__badge${badgeTone[status]}`}>{LL.profile.apply.status[status]()}</span>
      <p className="status-card__text">{text}</p>
    </section>
  );
}
