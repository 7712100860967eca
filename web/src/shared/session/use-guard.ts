import { useCallback } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { currentPath, loginIntentState } from "../../lib/login-intent.ts";
import { paths } from "../../lib/routes.ts";
import { authStore } from "../../stores/auth.ts";
import { refuseFreePlay } from "./free-reject.ts";
import { gate, type GateOutcome, type GuardedAction } from "./roles.ts";

/**
 * Spec §6 as a hook: `guard("deposit", () => navigate(paths.deposit))` runs the
 * action when the role allows it, else sends a visitor to /m/login, or refuses
 * a trial account the one way ('free_reject' with Register now,
 * free-reject.ts), staying where it is unless it chose to register. Returns the outcome.
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
          // Told why, and brought back here after the login.
          navigate(paths.login, { state: loginIntentState({ returnTo: currentPath(), reason: "page" }) });
          break;
        case "home":
          navigate(paths.home);
          break;
        case "freeReject":
          void refuseFreePlay(LL, authStore.session).then((register) => {
            if (register) navigate(paths.register);
          });
          break;
      }
      return outcome;
    },
    [LL, navigate],
  );
}
