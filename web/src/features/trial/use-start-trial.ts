import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../lib/failure-text.ts";
import { paths } from "../../lib/routes.ts";
import { authStore } from "../../stores/auth.ts";
import { roleOf } from "../../shared/session/index.ts";
import { TOAST_SUCCESS } from "../../ui/toast/toast-durations.ts";
import { dismissToast, toast } from "../../ui/toast/toast-store.ts";
import { useApiMutation } from "../../lib/api-query.ts";
import { freePlayLogin } from "./api/login-free-play.ts";
import { after } from "../../lib/timing.ts";

/** How long the trial wait message stays before going home (spec §4 "Trial"; spec §9 success 1.5 s). */
export const TRIAL_WAIT_MS = TOAST_SUCCESS;

/**
 * Spec §4 "Trial": start test play, show the wait message, then go to
 * /m/home if the trial session is set. The login screen can reuse it.
 */
export function useStartTrial() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const freePlay = useApiMutation(freePlayLogin);

  const start = () => {
    const loading = toast.loading(LL.trial.wait());
    freePlay.mutate(undefined, {
      onSuccess: (result) => {
        dismissToast(loading);
        toast.success(LL.trial.ready({ name: result.userName }), TRIAL_WAIT_MS);
        after(TRIAL_WAIT_MS, () => {
          if (roleOf(authStore.session) === "trial") navigate(paths.home, { replace: true });
        });
      },
      onError: (error) => {
        dismissToast(loading);
        toast.error(failureText(LL, error));
      },
    });
  };

  return { start, starting: freePlay.isPending || freePlay.isSuccess };
}
