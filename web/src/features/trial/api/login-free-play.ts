import { merchantCode } from "../../../config.ts";
import { defineMutation } from "../../../lib/api-query.ts";
import { setTrialUser, startSession } from "../../../stores/auth.ts";
import { sessionFromLogin } from "../../../stores/session-record.ts";

/** Spec §4 "Trial": POST /wps/session/login/freeplay opens a type-4 session; the name is kept for the browser session. */
export const freePlayLogin = defineMutation("loginFreePlay", {
  call: (api) => api.POST("/wps/session/login/freeplay"),
  onSuccess: (_, result) => {
    startSession(sessionFromLogin(result, merchantCode));
    setTrialUser(result.userName);
  },
});
