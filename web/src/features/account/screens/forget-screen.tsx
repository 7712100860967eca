import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useAccountFlags } from "../api/use-account-flags.ts";
import { AccountPage } from "../components/account-page.tsx";
import { ForgotPasswordForm } from "../components/forgot-password-form.tsx";

/**
 * /m/forget (spec §2 "Forgot-password screen"): phone and/or email recovery
 * by the CHNGPASSVERIF3 / CHNGPASSMAIL3 switches. With both switches known
 * to be off there is nothing to offer; when the switches could not be read,
 * email recovery is offered (the machine's default) and the server decides.
 */
export default function ForgetScreen() {
  const { LL } = useI18nContext();
  const { ready, known, flags } = useAccountFlags();

  const content = !ready ? (
    <div className="account__loading">
      <Spinner size="large" label={LL.common.loading()} />
    </div>
  ) : known && !flags.phoneRecovery && !flags.emailRecovery ? (
    <EmptyState text={LL.account.forget.unavailable()} />
  ) : (
    <ForgotPasswordForm phoneRecovery={flags.phoneRecovery} emailRecovery={flags.emailRecovery} botCheck={flags.botCheck} />
  );
  return <AccountPage heading={LL.account.forget.heading()}>{content}</AccountPage>;
}
