import { registrationMachine, type RegistrationFormField, type RegistrationInput, type RegistrationRequest } from "@platform/machines";
import { useActorRef } from "@xstate/react";
import { useMemo } from "react";
import { fromCall } from "../../../lib/from-call.ts";
import { messageText } from "../../../lib/message-text.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { affiliateCode } from "../api/check-affiliate-code.ts";
import { loadSecure } from "../../../lib/load-secure.ts";
import { registrationCall, type RegistrationPage } from "../api/registration-call.ts";
import type { FirebaseConfig } from "../firebase/phone-auth.ts";
import { autoLoginLogic, botCheckLogic } from "./auto-login-actors.ts";
import { captchaLogic, firebaseSmsLogic, registrationSmsSend, smsLogic } from "./child-actors.ts";
import { sessionActions } from "./session-actions.ts";
import { useAccountEffects } from "./use-account-effects.ts";

/**
 * registrationMachine with the app's effects: the affiliate check, the
 * encrypted registration and the login after it (@platform/sdk/secure), the
 * captcha and registration-SMS children, session storage, navigation, and
 * focusing a field (spec §5: the first failing one; spec §8: the affiliate
 * field after 'invitation code error').
 */
export function useRegistrationActor(
  input: RegistrationInput,
  page: RegistrationPage,
  focusField: (field: RegistrationFormField) => void,
  firebase: FirebaseConfig | null = null,
) {
  const { client, latest } = useAccountEffects({ page, focusField });

  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          checkAffiliateCode: fromCall(({ code }: { code: string }) => affiliateCode.fetch(client.api, code)),
          register: fromCall<unknown, RegistrationRequest>(async (request) => {
            const { register } = await loadSecure();
            const call = registrationCall(request, latest.current.page);
            return call.method === "username" ? register(client, call.payload, "username") : register(client, call.payload, "mobile");
          }),
          // The login with the new credentials, behind the bot check it may ask for (GEETEST3: first).
          autoLogin: autoLoginLogic(client),
          captcha: captchaLogic(client.api),
          // With Firebase SMS (input.firebaseSms) Firebase sends the code and checks it before the register call.
          smsCountdown: smsLogic(registrationSmsSend(client.api, firebase), latest),
          firebaseSms: firebaseSmsLogic(firebase),
          // The bot check the register call may ask for (reference §1.3); its provider loaded only then.
          botCheck: botCheckLogic(client.api),
        },
        actions: {
          ...sessionActions(latest),
          focusField: (_, { field }) => latest.current.focusField(field),
          // The member leaves this screen for /m/login: the reason goes with them as a toast.
          tellMember: (_, { message }) => toast.error(messageText(latest.current.LL, message)),
        },
      }),
    [client, latest, firebase],
  );
  return useActorRef(logic, { input });
}
