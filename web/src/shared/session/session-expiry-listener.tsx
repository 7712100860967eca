import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { keepOnExpiry } from "../../lib/kept-on-expiry.ts";
import { paths } from "../../lib/routes.ts";
import { onSessionExpired } from "../../lib/session-expiry.ts";
import { endMemberSession } from "./end-member-session.ts";

/** Account pages a login never returns to (a first login's password change would come round again). */
const NOT_RETURNED_TO: readonly string[] = [paths.login, paths.register, paths.forget, paths.changePassword];

/** History state the login screen reads to say why the member is there (not silently). */
export interface SessionExpiredState {
  sessionExpired: true;
}

export function isSessionExpiredState(state: unknown): state is SessionExpiredState {
  return typeof state === "object" && state !== null && (state as Record<string, unknown>).sessionExpired === true;
}

/**
 * A 401 / login.not.session from any call, the login call
 * included, clears the session keys (MC_SESSION_INFO, the password, member
 * info) whether or not this page still held a session. A member who had one
 * goes to /m/login, which says 'relogin required' above the form (once: no
 * toast besides); only the first of several concurrent 401s acts.
 * What the service worker keeps of that member goes too, as on logout; where
 * the member was and what the forms on screen keep (lib/kept-on-expiry.ts)
 * is recorded first, for a login of the same account to return there.
 */
export function SessionExpiryListener() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionExpired(() =>
        endMemberSession(queryClient, "expired", (session) => {
          if (!session) return;
          // Before leaving: the forms on screen are still mounted and their values registered.
          const { pathname, search } = window.location;
          if (!NOT_RETURNED_TO.includes(pathname)) keepOnExpiry({ path: `${pathname}${search}`, userName: session.userName });
          navigate(paths.login, { replace: true, state: { sessionExpired: true } satisfies SessionExpiredState });
        }),
      ),
    [navigate, queryClient],
  );

  return null;
}
