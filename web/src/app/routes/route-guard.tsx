import { useEffect, useRef, useState, type ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { gate, isLoggedInMember, refuseFreePlay, useSession, type GuardedAction } from "../../shared/session/index.ts";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { backInApp } from "../../lib/app-location.ts";
import { useAppReady } from "../../lib/app-shell.ts";
import { currentPath, loginIntentState } from "../../lib/login-intent.ts";
import { paths } from "../../lib/routes.ts";
import { TOAST_SHORT } from "../../ui/toast/toast-durations.ts";
import { toast } from "../../ui/toast/toast-store.ts";

/**
 * What a refused route draws while its refusal waits for the member: nothing of the screen, and the page is
 * ready (lib/app-shell.ts), as a screen's commit would make it.
 */
function Refused() {
  useAppReady();
  return null;
}

/**
 * Spec §6 on entering a route: a visitor goes to /m/login; a trial account is
 * refused the one way ('free_reject' with Register now, as on a tap;
 * before, deposit and withdraw sent it home with a toast that went with the
 * page): Register now opens registration, Cancel goes back one step (home when
 * the page was opened directly); a non-agent on an agent route goes home, told once that it is not an agent
 * (the dividend and contract pages showed their calls' refusal twice).
 * `guards` apply in order and the first that does not allow decides (an agent
 * area page: the agent-home reading, then its own, app/routes/route-table.ts).
 * A member logged in when opening a visitor-only route (login,
 * register) goes home; a session that starts on the route (the login itself)
 * leaves the navigation to the flow.
 */
export function RouteGuard({ guards = [], visitorOnly, children }: { guards?: readonly GuardedAction[]; visitorOnly?: boolean; children: ReactNode }) {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const [, navigate] = useLocation();
  const [memberOnEntry] = useState(() => visitorOnly === true && isLoggedInMember(session));
  const outcome = guards.map((guard) => gate(guard, session)).find((result) => result !== "allow") ?? "allow";
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    if (outcome === "freeReject") {
      handled.current = true;
      void refuseFreePlay(LL, session).then((register) => {
        if (register) navigate(paths.register, { replace: true });
        else backInApp(() => navigate(paths.home, { replace: true }));
      });
    } else if (outcome === "home") {
      // Spec §6 "Agent": agent home (and every page of its area) bars non-agents to /m/home.
      handled.current = true;
      toast.info(LL.errors.notAgent(), TOAST_SHORT);
      navigate(paths.home, { replace: true });
    }
  }, [outcome, LL, navigate, session]);

  if (memberOnEntry) return <Redirect to={paths.home} replace />;
  // The visitor is told why (a promotion's Apply, or this page) and comes back here after the login.
  if (outcome === "login") {
    const returnTo = currentPath();
    const reason = returnTo.split("?")[0] === paths.activityApply ? "promotion" : "page";
    return <Redirect to={paths.login} replace state={loginIntentState({ returnTo, reason })} />;
  }
  return outcome === "allow" ? children : <Refused />;
}
