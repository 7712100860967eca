import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { isSessionExpiredState } from "../../../shared/session/index.ts";
import { useAccountFlags } from "../api/use-account-flags.ts";
import { useFirebaseSms } from "../api/use-firebase-sms.ts";
import { AccountPage } from "../components/account-page.tsx";
import { AuthTabs } from "../components/auth-tabs.tsx";
import { FormAlert } from "../../../ui/form/index.ts";
import { LoginForm } from "../components/login-form.tsx";
import { LoginIntentNotice } from "../components/login-intent-notice.tsx";
import { useRememberedLogin } from "../remember/use-remembered-login.ts";
import { messageText } from "../../../lib/message-text.ts";
import { loginNoticeOf, loginUsernameOf } from "../machines/session-actions.ts";
import { historyState } from "../../../lib/app-location.ts";

/** /m/login (spec §2 "Login screen"): the form waits for the switches, which decide the SMS tab. */
export default function LoginScreen() {
  const { LL } = useI18nContext();
  const { ready, flags } = useAccountFlags();
  const remembered = useRememberedLogin();
  // With SMS login on, the server's verification settings say whether Firebase sends the codes.
  const firebase = useFirebaseSms(ready && flags.smsLogin);
  // Sent here because the session ended (session-expiry-listener.tsx): say so until the member leaves.
  const [sessionExpired] = useState(() => isSessionExpiredState(historyState()));
  // Sent here after registering or setting a password when the automatic login did not happen: the account is filled in.
  const [sentWith] = useState(() => loginUsernameOf(historyState()));
  // After forgot password by phone, what was done (the password changed) and why the automatic login was not.
  const [sentAfter] = useState(() => loginNoticeOf(historyState()));

  return (
    <AccountPage heading={LL.account.login.heading()} subheading={LL.account.login.subheading()}>
      <AuthTabs current="login" />
      <LoginIntentNotice />
      {sessionExpired ? (
        <div className="account__notice">
          <FormAlert text={LL.errors.reloginRequired()} />
        </div>
      ) : null}
      {sentAfter ? (
        <div className="account__notice account__notice--done" role="status">
          <p className="account__notice-title">{messageText(LL, sentAfter.notice)}</p>
          {sentAfter.reason ? <p className="account__notice-detail">{LL.account.login.logInByHand({ reason: messageText(LL, sentAfter.reason) })}</p> : null}
        </div>
      ) : null}
      {ready && remembered.ready && firebase.ready ? (
        <LoginForm flags={flags} remembered={remembered.remembered} firebase={firebase.config} username={sentWith} />
      ) : (
        <div className="account__loading">
          <Spinner size="large" label={LL.common.loading()} />
        </div>
      )}
    </AccountPage>
  );
}
