import { Redirect } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { LOGIN_PATH } from "../../../lib/paths.ts";
import { useSession } from "../../../shared/session/index.ts";
import { AccountPage } from "../components/account-page.tsx";
import { ChangePasswordForm } from "../components/change-password-form.tsx";
import { useRememberedLogin } from "../remember/use-remembered-login.ts";
import { Spinner } from "../../../ui/spinner.tsx";

/** /m/changePsw (spec §2 "Change-password screen"): needs a session; no back arrow. */
export default function ChangePasswordScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const { ready, remembered } = useRememberedLogin();

  if (session === null) return <Redirect to={LOGIN_PATH} replace />;
  return (
    <AccountPage heading={LL.account.changePassword.heading()} subheading={LL.account.changePassword.subheading()} noBack>
      {ready ? (
        <ChangePasswordForm username={session.userName} remembered={remembered} />
      ) : (
        <div className="account__loading">
          <Spinner size="large" label={LL.common.loading()} />
        </div>
      )}
    </AccountPage>
  );
}
