import { forgotPasswordMachine, type EmailRecoveryRequest, type ForgotPasswordInput, type PhonePasswordReset } from "@platform/machines";
import { forgotPasswordByEmail } from "@platform/sdk/forms";
import { useActorRef } from "@xstate/react";
import { useMemo } from "react";
import { fromCall } from "../../../lib/from-call.ts";
import { paths } from "../../../lib/routes.ts";
import { loadSecure } from "../../../lib/load-secure.ts";
import { messageText } from "../../../lib/message-text.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { autoLoginLogic } from "./auto-login-actors.ts";
import { noLoginSmsSend, smsLogic } from "./child-actors.ts";
import { sessionActions } from "./session-actions.ts";
import { useAccountEffects } from "./use-account-effects.ts";
import { backInApp } from "../../../lib/app-location.ts";

/**
 * forgotPasswordMachine with the app's effects: the form-encoded email
 * retrieval, the encrypted set-password-by-phone and the automatic login
 * after it, the no-login SMS child, session storage and navigation. "Back"
 * after the email is sent returns to the page the member came from, or to
 * /m/login when /m/forget was opened directly.
 */
export function useForgotPasswordActor(input: ForgotPasswordInput) {
  const { client, latest } = useAccountEffects();

  const logic = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: {
          retrievePasswordByEmail: fromCall<unknown, EmailRecoveryRequest>((request) => forgotPasswordByEmail(client, request)),
          setPasswordByPhone: fromCall<unknown, PhonePasswordReset>(async (request) => {
            const { setPasswordByPhone } = await loadSecure();
            return setPasswordByPhone(client, request);
          }),
          smsCountdown: smsLogic(noLoginSmsSend(client.api), latest),
          // Spec §4 "bot check on": the automatic login, behind the challenge it may ask for (GEETEST3: first).
          autoLogin: autoLoginLogic(client),
        },
        actions: {
          ...sessionActions(latest),
          // Logged in with the new password, the member reads that it was changed (a refusal says so on /m/login).
          announce: (_, { message }) => toast.success(messageText(latest.current.LL, message)),
          // A page opened directly has no entry of ours behind it: login, not out of the app (lib/app-location.ts).
          goBack: () => backInApp(() => latest.current.navigate(paths.login, { replace: true })),
        },
      }),
    [client, latest],
  );
  return useActorRef(logic, { input });
}
