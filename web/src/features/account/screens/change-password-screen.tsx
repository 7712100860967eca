import { Redirect } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { useSession } from "../../../shared/session/index.ts";
import { AccountPage } from "../components/account-page.tsx";
import { ChangePasswordWhenReady } from "../components/change-password-when-ready.tsx";

/** /m/changePsw (spec §2 "Change-password screen"): needs a session; no back arrow. */
export default function ChangePasswordScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();

  if (session === null) return <Redirect to={paths.login} replace />;
  return (
    <AccountPage heading={LL.account.changePassword.heading()} subheading={LL.account.changePassword.subheading()} noBack>
      <ChangePasswordWhenReady username={session.userName} />
    </AccountPage>
  );
}
