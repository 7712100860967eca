// The session record (spec §3 `sessionStorage.MC_SESSION_INFO`). Its one type
// and its one builder, sessionFromLogin, are the machines' (login,
// registration, set-password and trial all log in through them); the store
// checks what storage hands back before trusting it.
import type { SessionInfo } from "@platform/machines";

export type { SessionInfo } from "@platform/machines";
export { sessionFromLogin } from "@platform/machines";
export type MemberType = SessionInfo["type"];

const memberTypes: readonly number[] = [0, 1, 2, 4, 40, 41, 42];

export function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === "string" &&
    v.token.length > 0 &&
    typeof v.merchantCode === "string" &&
    typeof v.userName === "string" &&
    typeof v.type === "number" &&
    memberTypes.includes(v.type) &&
    typeof v.firstTimeLogin === "boolean"
  );
}
