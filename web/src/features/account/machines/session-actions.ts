import type { Message, SessionInfo } from "@platform/machines";
import { historyState } from "../../../lib/app-location.ts";
import { resumePathAfterLogin } from "../../../lib/kept-on-expiry.ts";
import { afterLoginState, loginIntentOf } from "../../../lib/login-intent.ts";
import { paths } from "../../../lib/routes.ts";
import { authStore, keepLoginPassword, startSession } from "../../../stores/auth.ts";

type Navigation = { readonly current: { navigate: (to: string, options: { replace: boolean; state?: LoginPageState | ReturnType<typeof afterLoginState> }) => void } };

/**
 * What /m/login is opened with when an automatic login did not happen: the
 * account to fill in; and, after forgot password by phone, what
 * was done before that login (the password changed) and why it did not happen.
 */
interface LoginPageState {
  readonly loginUsername: string;
  readonly loginNotice?: Message;
  readonly loginRefusal?: Message;
}

function stateField(state: unknown, name: keyof LoginPageState): unknown {
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>)[name] : undefined;
}

/** The account /m/login was sent with (history state), or undefined. */
export function loginUsernameOf(state: unknown): string | undefined {
  const name = stateField(state, "loginUsername");
  return typeof name === "string" && name !== "" ? name : undefined;
}

function messageOf(value: unknown): Message | undefined {
  return typeof value === "object" && value !== null && ("key" in value || "text" in value || "failure" in value) ? (value as Message) : undefined;
}

/** What was done before a refused automatic login, and why it was refused (history state), or undefined. */
export function loginNoticeOf(state: unknown): { notice: Message; reason: Message | undefined } | undefined {
  const notice = messageOf(stateField(state, "loginNotice"));
  return notice === undefined ? undefined : { notice, reason: messageOf(stateField(state, "loginRefusal")) };
}

/**
 * Where a flow that has just logged a member in goes instead of `to`: home
 * (spec §2's page after a login) becomes the page where this account's
 * session expired, when it did so less than 30 minutes ago
 * (lib/kept-on-expiry.ts; its forms then take back what they
 * kept). Any other page (/m/changePsw for a first login) is kept: the change
 * of password goes home afterwards, and returns there then.
 */
export function pageAfterLogin(to: string): string {
  const userName = authStore.session?.userName;
  if (to !== paths.home || userName === undefined) return to;
  return resumePathAfterLogin(userName) ?? to;
}

/**
 * The effects every machine that logs a member in shares (login, registration,
 * forgot password by phone): keep the session and its password (PSW), then
 * replace the page with the one the machine names (with the account's name
 * when it is the login page after an automatic login that did not happen:
 * history state, never the address), the page a visitor was going to when
 * sent to log in (lib/login-intent.ts), or the page a session of
 * the same account expired on (pageAfterLogin).
 */
export function sessionActions(latest: Navigation) {
  return {
    storeSession: (_: unknown, session: SessionInfo) => startSession(session),
    storeSessionPassword: (_: unknown, { password }: { password: string }) => keepLoginPassword(password),
    navigate: (_: unknown, { to, username, notice, reason }: { to: string; username?: string; notice?: Message; reason?: Message }) => {
      // Sent to log in by a tap (lib/login-intent.ts, the login or register page's history state): back
      // where the visitor was going, with the game they tapped to launch there. Before a session-expiry return.
      const intent = to === paths.home && authStore.session !== null ? loginIntentOf(historyState()) : undefined;
      if (intent) return latest.current.navigate(intent.returnTo, { replace: true, state: afterLoginState(intent) });
      latest.current.navigate(
        pageAfterLogin(to),
        username ? { replace: true, state: { loginUsername: username, ...(notice ? { loginNotice: notice } : {}), ...(reason ? { loginRefusal: reason } : {}) } } : { replace: true },
      );
    },
  };
}
