import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useAccountFlags } from "../api/use-account-flags.ts";
import { AccountPage } from "../components/account-page.tsx";
import { AuthTabs } from "../components/auth-tabs.tsx";
import { LoginForm } from "../components/login-form.tsx";

/** /m/login (spec §2 "Login screen"): the form waits for the switches, which decide the SMS tab. */
export default function LoginScreen() {
  const { LL } = useI18nContext();
  const { ready, flags } = useAccountFlags();

  return (
    <AccountPage heading={LL.account.login.heading()} subheading={LL.account.login.subheading()}>
      <AuthTabs current="login" />
      {ready ? (
        <LoginForm flags={flags} />
      ) : (
        <div className="account__loading">
          <Spinner size="large" label={LL.common.loading()} />
        </div>
      )}
    </AccountPage>
  );
}
