import type { LoginResult, MemberType } from "./sdkTypes.ts";

/** Routes a machine asks the app to open (spec §2). */
export type Route = "/m/home" | "/m/login" | "/m/changePsw";

/** The session record the app stores as `MC_SESSION_INFO` (spec §3). */
export interface SessionInfo {
  readonly token: string;
  readonly merchantCode: string;
  readonly userName: string;
  readonly type: MemberType;
  readonly firstTimeLogin: boolean;
}

/** spec §3: `type` comes from the login response's `customerType` (trial accounts included). */
export function sessionFromLogin(result: LoginResult, merchantCode: string): SessionInfo {
  return {
    token: result.token,
    merchantCode,
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: result.firstTimeLogin,
  };
}

/** spec §2: a first login must change the password before anything else. */
export function routeAfterLogin(result: LoginResult): Route {
  return result.firstTimeLogin ? "/m/changePsw" : "/m/home";
}
