import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { LOGIN_PATH } from "../../lib/paths.ts";
import { clearMemberApiCache } from "../../service-worker/api-caches.ts";
import { onSessionExpired } from "../../lib/session-expiry.ts";
import { authStore, dropSession } from "../../stores/auth.ts";

/** History state the login screen reads to say why the member is there (issue 21: not silently). */
export interface SessionExpiredState {
  sessionExpired: true;
}

export function isSessionExpiredState(state: unknown): state is SessionExpiredState {
  return typeof state === "object" && state !== null && (state as Record<string, unknown>).sessionExpired === true;
}

/**
 * Issues 7 and 21: a 401 / login.not.session from any call, the login call
 * included, clears the session keys (MC_SESSION_INFO, the password, member
 * info) whether or not this page still held a session. A member who had one
 * goes to /m/login, which says 'relogin required' above the form (once: no
 * toast besides); only the first of several concurrent 401s acts. Issue 29:
 * what the service worker keeps of that member goes too, as on logout.
 */
export function SessionExpiryListener() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionExpired(() => {
        const token = authStore.session?.token;
        const hadSession = token !== undefined;
        if (token) void clearMemberApiCache(token).catch(() => undefined);
        // Leave the page before the session goes, so its guard does not redirect first.
        if (hadSession) navigate(LOGIN_PATH, { replace: true, state: { sessionExpired: true } satisfies SessionExpiredState });
        dropSession();
        queryClient.removeQueries({ queryKey: ["member"] });
        queryClient.removeQueries({ queryKey: ["messages"] });
      }),
    [navigate, queryClient],
  );

  return null;
}
