import { changePasswordMachine, type ChangePasswordInput, type PasswordChange } from "@platform/machines";
import { useActorRef } from "@xstate/react";
import { useMemo } from "react";
import { fromCall } from "../../../lib/from-call.ts";
import { authStore, forgetLoginPassword, startSession } from "../../../stores/auth.ts";
import { loadSecure } from "../../../lib/load-secure.ts";
import { updateRememberedPassword } from "../remember/remembered-login.ts";
import { pageAfterLogin } from "./session-actions.ts";
import { useAccountEffects } from "./use-account-effects.ts";

/**
 * changePasswordMachine with the app's effects: the encrypted change, the
 * remembered record and session PSW (spec §4), and home after 1 s (or, after
 * a first login, the page where the member's session expired). A
 * changed password also ends the first-login state of the stored session.
 */
export function useChangePasswordActor(input: ChangePasswordInput) {
  const { client, latest } = useAccountEffects({ username: input.username });

  const logic = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: {
          changePassword: fromCall<unknown, PasswordChange>(async (change) => {
            const { changePassword } = await loadSecure();
            const changed = await changePassword(client, change);
            const session = authStore.session;
            if (session?.firstTimeLogin) startSession({ ...session, firstTimeLogin: false });
            return changed;
          }),
        },
        actions: {
          updateRememberedPassword: (_, { password }) => void updateRememberedPassword(latest.current.username, password),
          clearSessionPassword: () => forgetLoginPassword(),
          navigate: (_, { to }) => latest.current.navigate(pageAfterLogin(to), { replace: true }),
        },
      }),
    [client, latest],
  );
  return useActorRef(logic, { input });
}
