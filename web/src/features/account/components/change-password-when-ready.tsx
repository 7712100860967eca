import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useRememberedLogin } from "../remember/use-remembered-login.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

/**
 * The change-password form once the remembered login is read (it may hold the old password, spec §2,
 * §3), a spinner until then. One body for the forced /m/changePsw and the chosen /m/set/changePsw.
 */
export function ChangePasswordWhenReady({ username }: { username: string }) {
  const { LL } = useI18nContext();
  const { ready, remembered } = useRememberedLogin();
  if (ready) return <ChangePasswordForm username={username} remembered={remembered} />;
  return (
    <div className="account__loading">
      <Spinner size="large" label={LL.common.loading()} />
    </div>
  );
}
