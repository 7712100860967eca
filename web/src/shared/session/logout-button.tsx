import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { openDialog } from "../../ui/dialog/dialog-store.ts";
import { LogoutIcon } from "../../ui/screen-icons.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useLogout } from "./logout.ts";

/** Spec §2 "Settings": logout asks for confirmation (in_sure_logout) first. */
export function LogoutButton() {
  const { LL } = useI18nContext();
  const logout = useLogout();

  const confirmAndLogout = async () => {
    const sure = await openDialog({
      message: LL.settings.confirmLogout(),
      confirmText: LL.common.confirm(),
      cancelText: LL.common.cancel(),
    });
    if (sure) logout.mutate();
  };

  return (
    <button
      type="button"
      className="button button--danger button--block"
      disabled={logout.isPending}
      onClick={() => void confirmAndLogout()}
    >
      {logout.isPending ? <Spinner size="small" /> : <LogoutIcon />}
      {LL.settings.logout()}
    </button>
  );
}
