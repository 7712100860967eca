import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { LOGIN_PATH } from "../../lib/paths.ts";
import { onSessionExpired } from "../../lib/session-expiry.ts";
import { authStore, dropSession } from "../../stores/auth.ts";
import { TOAST_SHORT } from "../../ui/toast/toast-durations.ts";
import { toast } from "../../ui/toast/toast-store.ts";

/**
 * Issue 7: a 401 / login.not.session from any call clears the session and
 * sends the member to /m/login with 'relogin required'. Only the first of
 * several concurrent 401s acts; a visitor has no session to lose.
 */
export function SessionExpiryListener() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionExpired(() => {
        if (!authStore.session) return;
        navigate(LOGIN_PATH, { replace: true });
        dropSession();
        queryClient.removeQueries({ queryKey: ["member"] });
        queryClient.removeQueries({ queryKey: ["messages"] });
        toast.error(LL.errors.reloginRequired(), TOAST_SHORT);
      }),
    [LL, navigate, queryClient],
  );

  return null;
}
