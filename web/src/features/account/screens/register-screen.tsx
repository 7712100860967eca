import { useFirebaseSms } from "../api/use-firebase-sms.ts";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { registrationSettings, withConsolidatedRules } from "../api/get-registration-settings.ts";
import { useConsolidatedSettings } from "../../../shared/system/index.ts";
import { useAccountFlags } from "../api/use-account-flags.ts";
import { AccountPage } from "../components/account-page.tsx";
import { AuthTabs } from "../components/auth-tabs.tsx";
import { RegistrationBanner } from "../components/registration-banner.tsx";
import { AccountSwitch } from "../components/account-switch.tsx";
import { LoginIntentNotice } from "../components/login-intent-notice.tsx";
import { SocialLoginSlot } from "../components/social-login-slot.tsx";
import { lazyPart } from "../../../lib/lazy-part.ts";
// Its own file, not the ui/form index: that would bring the whole form chunk (react-hook-form) back.
import { LazyFormPart } from "../../../ui/form/lazy-form-part.tsx";

// The form (its machine, react-hook-form, xstate) is drawn only once the switches and the server's
// settings have come, never in the screen's first picture (the spinner, account-frame.tsx): a chunk of its
// own, asked for when the screen starts, beside those calls, so that it is in by the time they answer.
const loadRegistrationForm = () => import("../components/registration-form.tsx");
const RegistrationForm = lazyPart(() => loadRegistrationForm().then((module) => ({ default: module.RegistrationForm })));

/**
 * /m/register (spec §2 "Registration screen"): built from the white-label
 * switches, GET /wps/system/setting/register and the consolidated settings'
 * field rules, all needed before the machine starts; the link's
 * `code` (affiliate) and `domain` parameters are passed on.
 */
export default function RegisterScreen() {
  const { LL } = useI18nContext();
  const { ready, flags } = useAccountFlags();
  const settings = useApiQuery(registrationSettings);
  // The field rules the real client checks by; a failure leaves the setting/register rows.
  const consolidated = useConsolidatedSettings();
  // With SMS verification on, the consolidated settings' `sms` say whether Firebase sends the codes.
  const firebase = useFirebaseSms(ready && flags.mobileVerification);
  const params = new URLSearchParams(useSearch());

  useEffect(() => {
    // Only a head start: when the fetch fails, the form's own load tries again and then says so (LazyFormPart).
    loadRegistrationForm().catch(() => undefined);
  }, []);

  const loading = (
    // The registration form is long: its place is kept so what follows is not pushed down when it comes.
    <div className="account__loading account__loading--long-form">
      <Spinner size="large" label={LL.common.loading()} />
    </div>
  );
  let content;
  if (!ready || settings.isPending || consolidated.isPending || !firebase.ready) {
    content = loading;
  } else if (settings.isError) {
    content = (
      <EmptyState text={LL.account.register.unavailable()}>
        <button type="button" className="button button--ghost button--small" onClick={() => void settings.refetch()}>
          {LL.common.retry()}
        </button>
      </EmptyState>
    );
  } else {
    content = (
      <LazyFormPart pending={loading}>
        <RegistrationForm flags={flags} settings={withConsolidatedRules(settings.data, consolidated.data)} linkCode={params.get("code")} linkDomain={params.get("domain")} firebase={firebase.config} />
      </LazyFormPart>
    );
  }

  return (
    <AccountPage heading={LL.account.register.heading()} subheading={LL.account.register.subheading()}>
      <AuthTabs current="register" />
      <LoginIntentNotice />
      <RegistrationBanner />
      {content}
      <SocialLoginSlot facebook={flags.facebookLogin} google={flags.googleLogin} />
      <AccountSwitch question={LL.account.register.haveAccount()} linkText={LL.account.register.loginLink()} href={paths.login} />
    </AccountPage>
  );
}
