import { loginMachine, type LoginInput } from "@platform/machines";
import { useQueryClient } from "@tanstack/react-query";
import { useActorRef } from "@xstate/react";
import { useMemo } from "react";
import { fromCall } from "../../../lib/from-call.ts";
import { endMemberSession } from "../../../shared/session/index.ts";
import { setCaptchaRequired } from "../../../stores/auth.ts";
import { secureLogin } from "../api/secure-login.ts";
import { clearRememberedLogin, rememberedLoginWritten, writeRememberedLogin } from "../remember/remembered-login.ts";
import type { FirebaseConfig } from "../firebase/phone-auth.ts";
import { captchaLogic, firebaseSmsLogic, noLoginSmsSend, smsLogic } from "./child-actors.ts";
import { sessionActions } from "./session-actions.ts";
import { useAccountEffects } from "./use-account-effects.ts";

/**
 * loginMachine with the app's effects: the encrypted login through
 * @platform/sdk/secure, the captcha and SMS children, the session, PSW and
 * remembered-login storage, and navigation. With `firebase` (the server's
 * verification settings select Firebase for SMS) the SMS code is
 * sent and checked by Firebase phone auth (loaded lazily), and the login
 * carries its id token; input.firebaseSmsLogin must be set with it.
 */
export function useLoginActor(input: LoginInput, firebase: FirebaseConfig | null = null) {
  const { client, latest } = useAccountEffects();
  const queryClient = useQueryClient();

  const logic = useMemo(() => {
    const session = sessionActions(latest);
    return loginMachine.provide({
      actors: {
        login: fromCall(async (payload: Parameters<ReturnType<typeof secureLogin>>[0]) => {
          try {
            return await secureLogin(client)(payload);
          } catch (error) {
            // A failed login leaves nothing of an earlier session behind (its keys, its
            // service-worker answers, its cached queries): the one teardown, as an expiry does.
            endMemberSession(queryClient, "expired", () => undefined);
            throw error;
          }
        }),
        captcha: captchaLogic(client.api),
        smsCountdown: smsLogic(noLoginSmsSend(client.api, firebase), latest),
        firebaseSms: firebaseSmsLogic(firebase),
      },
      actions: {
        ...session,
        storeRememberedLogin: (_, record) => void writeRememberedLogin(record),
        // The machine stores the remembered login, then leaves: the page is left only once the record is
        // written (its password is sealed asynchronously), so a reload right after logging in cannot lose it.
        navigate: (args, params) => void rememberedLoginWritten().then(() => session.navigate(args, params)),
        clearRememberedLogin: () => clearRememberedLogin(),
        // Kept for the browser session: coming back to /m/login still shows the captcha (spec §4).
        requireCaptcha: () => setCaptchaRequired(true),
      },
    });
  }, [client, latest, firebase, queryClient]);
  return useActorRef(logic, { input });
}
