import { unwrap } from "@platform/sdk";
import { useMutation } from "@tanstack/react-query";
import { merchantCode } from "../../../config.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { setTrialUser, startSession } from "../../../stores/auth.ts";
import { sessionFromLogin } from "../../../stores/session-record.ts";

/** Spec §4 "Trial": POST /wps/session/login/freeplay opens a type-4 session; the name is kept for the browser session. */
export function useFreePlayLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: () => unwrap(api.POST("/wps/session/login/freeplay")),
    onSuccess: (result) => {
      startSession(sessionFromLogin(result, merchantCode));
      setTrialUser(result.userName);
    },
  });
}
