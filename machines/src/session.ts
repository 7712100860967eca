import type { LoginResult, MemberType } from "./sdkTypes.ts";

/** Routes a machine asks the app to open (spec §2). */
export type Route = "/m/home" | "/m/login" | "/m/changePsw";

/**
 * The session record the app stores as `sessionStorage.MC_SESSION_INFO`
 * (spec §3, reference §1.5): the one type for every way in (login,
 * registration, set-password auto-login, trial).
 */
export interface SessionInfo {
  readonly token: string;
  readonly merchantCode: string;
  readonly userName: string;
  readonly type: MemberType;
  readonly firstTimeLogin: boolean;
  /** The member id, when the login answer carried it. */
  readonly id?: number;
}

/**
 * The one builder of that record from a login answer (`value` of the login,
 * freeplay and registration-login calls). spec §3: `type` comes from
 * `customerType`, trial accounts included.
 */
export function sessionFromLogin(result: LoginResult, merchantCode: string): SessionInfo {
  const id = result.id ?? result.customerId;
  return {
    token: result.token,
    merchantCode,
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: result.firstTimeLogin,
    ...(id === undefined ? {} : { id }),
  };
}

/** spec §2: a first login must change the password before anything else. */
export function routeAfterLogin(result: LoginResult): Route {
  return result.firstTimeLogin ? "/m/changePsw" : "/m/home";
}
