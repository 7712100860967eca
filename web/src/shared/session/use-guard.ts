import { useCallback } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { currentPath, loginIntentState } from "../../lib/login-intent.ts";
import { paths } from "../../lib/routes.ts";
import { authStore } from "../../stores/auth.ts";
import { openDialog } from "../../ui/dialog/dialog-store.ts";
import { TOAST_FREE_REJECT } from "../../ui/toast/toast-durations.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import { gate, type GateOutcome, type GuardedAction } from "./roles.ts";

/**
 * Spec §6 as a hook: `guard("deposit", () => navigate(paths.deposit))` runs the
 * action when the role allows it, else sends a visitor to /m/login, shows a
 * trial account the 'free_reject' toast (2 s), or asks it to register
 * (member centre). Returns the outcome.
 */
export function useGuard() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();

  return useCallback(
    (action: GuardedAction, onAllowed: () => void): GateOutcome => {
      const outcome = gate(action, authStore.session);
      switch (outcome) {
        case "allow":
          onAllowed();
          break;
        case "login":
          // Issue 44: told why, and brought back here after the login.
          navigate(paths.login, { state: loginIntentState({ returnTo: currentPath(), reason: "page" }) });
          break;
        case "home":
          navigate(paths.home);
          break;
        case "freeReject":
          toast.info(LL.roles.freeReject(), TOAST_FREE_REJECT);
          break;
        case "registerPrompt":
          void openDialog({
            message: LL.roles.registerPrompt(),
            confirmText: LL.common.registerNow(),
            cancelText: LL.common.cancel(),
          }).then((register) => {
            if (register) navigate(paths.register);
          });
          break;
      }
      return outcome;
    },
    [LL, navigate],
  );
}
