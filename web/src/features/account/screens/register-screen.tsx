import { useFirebaseSms } from "../api/get-verification-settings.ts";
import { useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { registrationSettings } from "../api/get-registration-settings.ts";
import { useAccountFlags } from "../api/use-account-flags.ts";
import { AccountPage } from "../components/account-page.tsx";
import { AuthTabs } from "../components/auth-tabs.tsx";
import { RegistrationBanner } from "../components/registration-banner.tsx";
import { RegistrationForm } from "../components/registration-form.tsx";
import { AccountSwitch } from "../components/account-switch.tsx";
import { SocialLoginSlot } from "../components/social-login-slot.tsx";

/**
 * /m/register (spec §2 "Registration screen"): built from the white-label
 * switches and GET /wps/system/setting/register, both needed before the
 * machine starts; the link's `code` (affiliate) and `domain` parameters are
 * passed on.
 */
export default function RegisterScreen() {
  const { LL } = useI18nContext();
  const { ready, flags } = useAccountFlags();
  const settings = useApiQuery(registrationSettings);
  // Issue 20: with SMS verification on, the server's verification settings say whether Firebase sends the codes.
  const firebase = useFirebaseSms(ready && flags.mobileVerification);
  const params = new URLSearchParams(useSearch());

  let content;
  if (!ready || settings.isPending || !firebase.ready) {
    content = (
      // The registration form is long: its place is kept so what follows is not pushed down when it comes.
      <div className="account__loading account__loading--long-form">
        <Spinner size="large" label={LL.common.loading()} />
      </div>
    );
  } else if (settings.isError) {
    content = (
      <EmptyState text={LL.account.register.unavailable()}>
        <button type="button" className="button button--ghost button--small" onClick={() => void settings.refetch()}>
          {LL.common.retry()}
        </button>
      </EmptyState>
    );
  } else {
    content = <RegistrationForm flags={flags} settings={settings.data} linkCode={params.get("code")} linkDomain={params.get("domain")} firebase={firebase.config} />;
  }

  return (
    <AccountPage heading={LL.account.register.heading()} subheading={LL.account.register.subheading()}>
      <AuthTabs current="register" />
      <RegistrationBanner />
      {content}
      <SocialLoginSlot facebook={flags.facebookLogin} google={flags.googleLogin} />
      <AccountSwitch question={LL.account.register.haveAccount()} linkText={LL.account.register.loginLink()} href={paths.login} />
    </AccountPage>
  );
}
