import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useSession } from "../../../shared/session/index.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { ChangePasswordForm } from "../components/change-password-form.tsx";
import { useRememberedLogin } from "../remember/use-remembered-login.ts";
import "../components/account.css";

/**
 * /m/set/changePsw (issue 34): the change of password a member chose, from
 * settings or the security center. A normal page: the frame's header with its
 * title ('Change password') and back arrow (one step back, to where the member
 * came from) and the footer, so the member can leave without finishing the
 * form. The same form as the forced /m/changePsw (spec §2, §4: old password
 * only when none is held, home after 1 s), without its 'first login or
 * expired' words. The route's guard sends a visitor to log in.
 */
export default function ChosenChangePasswordScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const { ready, remembered } = useRememberedLogin();

  if (session === null) return null;
  return (
    <div className="form-page">
      {ready ? (
        <ChangePasswordForm username={session.userName} remembered={remembered} />
      ) : (
        <div className="account__loading">
          <Spinner size="large" label={LL.common.loading()} />
        </div>
      )}
    </div>
  );
}
