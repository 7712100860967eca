import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { UserIcon } from "../../../ui/icons.tsx";
import { ChevronRightIcon, LockIcon } from "../../../ui/screen-icons.tsx";
import { accountEntries } from "../../../shared/navigation/index.ts";
import { LogoutButton, useSession } from "../../../shared/session/index.ts";
import { LanguagePicker } from "../language-picker.tsx";
import { ThemeSwitch } from "../theme-switch.tsx";
import "../settings.css";

/** /m/set (spec §2 "Settings"): change-password entry, language, theme and logout. */
export default function SettingsScreen() {
  const { LL } = useI18nContext();
  const { session, role } = useSession();

  return (
    <div className="settings">
      <section className="settings__account" aria-label={LL.settings.account()}>
        <span className="gold-badge settings__avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <div>
          <p className="settings__name">{session?.userName}</p>
          <p className="settings__role">{LL.roles.names[role]()}</p>
        </div>
      </section>

      {role === "trial" ? null : (
        <section className="settings__group" aria-label={LL.settings.security()}>
          <Link href={paths.settingsChangePassword} className="settings__row">
            <LockIcon className="settings__row-icon" />
            <span>{LL.settings.changePassword()}</span>
            <ChevronRightIcon className="settings__row-chevron" />
          </Link>
          {accountEntries.map((entry) => (
            <Link key={entry.path} href={entry.path} className="settings__row">
              <entry.Icon className="settings__row-icon" />
              <span>{entry.label(LL)}</span>
              <ChevronRightIcon className="settings__row-chevron" />
            </Link>
          ))}
        </section>
      )}

      <section className="settings__group settings__group--plain">
        <LanguagePicker />
        <ThemeSwitch />
      </section>

      <LogoutButton />
    </div>
  );
}
