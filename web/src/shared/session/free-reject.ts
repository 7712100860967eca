// The one way the app refuses an account that is no real member
// (spec §6 'free_reject'). Before, a trial account was told three ways: an
// alert with Register now (member centre), a 2 s toast (inbox, live chat,
// the footer's deposit) and, opening deposit or withdraw, a toast that
// vanished with the page as it went home. Now every refusal is this dialog,
// on a tap and on opening a route alike.
import type { TranslationFunctions } from "../../i18n/generated/i18n-types.ts";
import type { SessionInfo } from "../../stores/session-record.ts";
import { openDialog } from "../../ui/dialog/dialog-store.ts";
import { roleOf } from "./roles.ts";

/**
 * Says spec §6's 'free_reject' ('Please login an actual account to use this function') in a dialog. A
 * trial account (its balance is play money) gets it under the title 'Trial account' with Register now and
 * Cancel; another account that may not (types 40-42 depositing) gets it with OK. Resolves true when the
 * member chose to register.
 */
export function refuseFreePlay(LL: TranslationFunctions, session: SessionInfo | null): Promise<boolean> {
  if (roleOf(session) !== "trial") return openDialog({ message: LL.roles.freeReject(), confirmText: LL.common.ok() }).then(() => false);
  return openDialog({
    title: LL.roles.names.trial(),
    message: LL.roles.freeReject(),
    confirmText: LL.common.registerNow(),
    cancelText: LL.common.cancel(),
  });
}
