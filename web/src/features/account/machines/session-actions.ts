import type { SessionInfo } from "@platform/machines";
import { keepLoginPassword, startSession } from "../../../stores/auth.ts";

type Navigation = { readonly current: { navigate: (to: string, options: { replace: boolean; state?: LoginPageState }) => void } };

/** What /m/login is opened with when an automatic login did not happen: the account to fill in. */
export interface LoginPageState {
  readonly loginUsername: string;
}

/** The account /m/login was sent with (history state), or undefined. */
export function loginUsernameOf(state: unknown): string | undefined {
  const name = typeof state === "object" && state !== null ? (state as Partial<LoginPageState>).loginUsername : undefined;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/**
 * The effects every machine that logs a member in shares (login, registration,
 * forgot password by phone): keep the session and its password (PSW), then
 * replace the page with the one the machine names (with the account's name
 * when it is the login page after an automatic login that did not happen:
 * history state, never the address).
 */
export function sessionActions(latest: Navigation) {
  return {
    storeSession: (_: unknown, session: SessionInfo) => startSession(session),
    storeSessionPassword: (_: unknown, { password }: { password: string }) => keepLoginPassword(password),
    navigate: (_: unknown, { to, username }: { to: string; username?: string }) =>
      latest.current.navigate(to, username ? { replace: true, state: { loginUsername: username } } : { replace: true }),
  };
}
