import type { SessionInfo } from "@platform/machines";
import { keepLoginPassword, startSession } from "../../../stores/auth.ts";

type Navigation = { readonly current: { navigate: (to: string, options: { replace: boolean }) => void } };

/**
 * The effects every machine that logs a member in shares (login, registration,
 * forgot password by phone): keep the session and its password (PSW), then
 * replace the page with the one the machine names.
 */
export function sessionActions(latest: Navigation) {
  return {
    storeSession: (_: unknown, session: SessionInfo) => startSession(session),
    storeSessionPassword: (_: unknown, { password }: { password: string }) => keepLoginPassword(password),
    navigate: (_: unknown, { to }: { to: string }) => latest.current.navigate(to, { replace: true }),
  };
}
