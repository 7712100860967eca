import { useSnapshot } from "valtio";
import { authStore } from "../../stores/auth.ts";
import { roleOf, type Role } from "./roles.ts";
import type { SessionInfo } from "../../stores/session-record.ts";

/** The current session (null for a visitor) and its role; re-renders when either changes. */
export function useSession(): { session: SessionInfo | null; role: Role } {
  const { session } = useSnapshot(authStore);
  return { session, role: roleOf(session) };
}
