import type { components } from "@platform/sdk";

export type MemberType = components["schemas"]["MemberType"];
type LoginResult = components["schemas"]["LoginResult"];

/** `sessionStorage.MC_SESSION_INFO` (spec §3, reference §1.5). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: MemberType;
  firstTimeLogin: boolean;
  id?: number;
  spanId?: string;
}

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

/** Spec §3: for a login (trial included) the session's type comes from customerType. */
export function sessionFromLogin(result: LoginResult, merchantCode: string, spanId?: string): SessionInfo {
  return {
    token: result.token,
    merchantCode,
    userName: result.userName,
    type: result.customerType ?? result.type ?? 0,
    firstTimeLogin: result.firstTimeLogin,
    ...(result.id === undefined ? {} : { id: result.id }),
    ...(spanId === undefined ? {} : { spanId }),
  };
}
