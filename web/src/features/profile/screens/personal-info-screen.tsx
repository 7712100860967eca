import { Link } from "wouter";
import { paths } from "../../../lib/routes.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { registrationSettings } from "../../account/index.ts";
import { accountEntries } from "../../../shared/navigation/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { memberInfo } from "../../member/index.ts";
import { AvatarPicker } from "../components/avatar-picker.tsx";
import { PersonalInfoForm } from "../components/personal-info-form.tsx";
import { personalInfoValues } from "../personal-info-rules.ts";
import "../profile.css";

/** My account: the picture, the account's name and level, the editable personal info and the other account pages. */
export default function PersonalInfoScreen() {
  const { LL } = useI18nContext();
  // The member feature's query, one cache: a save refreshes the balance bar's profile too. The screen shows a failure itself, so no toast as well.
  const info = useApiQuery(memberInfo, undefined, { meta: { toast: false } });
  const settings = useApiQuery(registrationSettings);
  return (
    <div className="form-page">
      <DataState query={combineQueries(info, settings)} skeleton={<Skeleton shape="rows" count={5} />}>
        {([member, registration]) => (
          <>
            <section className="status-card profile__head" aria-label={LL.profile.info.account()}>
              <AvatarPicker fallbackUrl={member.headerIcon} />
              <div className="profile__status-body">
                <p className="profile__name">{member.account}</p>
                <span className="status-card__badge">{LL.profile.info.vip({ level: member.vipLevel ?? 0 })}</span>
              </div>
            </section>
            <PersonalInfoForm initial={personalInfoValues(member)} rows={registration.fields} />
          </>
        )}
      </DataState>
      <nav className="settings-list" aria-label={LL.profile.info.links()}>
        {accountEntries
          .filter((entry) => entry.path !== paths.myAccount)
          .map((entry) => (
            <Link key={entry.path} href={entry.path} className="settings-list__row">
              <entry.Icon className="settings-list__icon" aria-hidden="true" />
              <span>{entry.label(LL)}</span>
              <ChevronRightIcon className="settings-list__chevron" aria-hidden="true" />
            </Link>
          ))}
      </nav>
    </div>
  );
}
