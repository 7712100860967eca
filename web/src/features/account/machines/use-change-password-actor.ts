import { changePasswordMachine, type ChangePasswordInput } from "@platform/machines";
import { useActorRef } from "@xstate/react";
import { useMemo } from "react";
import { useLocation } from "wouter";
import { fromPromise } from "xstate";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useAppServices } from "../../../lib/app-services.tsx";
import { authStore, forgetLoginPassword, startSession } from "../../../stores/auth.ts";
import { loadSecure } from "../api/load-secure.ts";
import { updateRememberedPassword } from "../remember/remembered-login.ts";
import { asActorCall } from "./service-failure.ts";
import { useLatest } from "./use-latest.ts";

/**
 * changePasswordMachine with the app's effects: the encrypted change, the
 * remembered record and session PSW (spec §4), and home after 1 s. A changed
 * password also ends the first-login state of the stored session.
 */
export function useChangePasswordActor(input: ChangePasswordInput) {
  const { client } = useAppServices();
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const latest = useLatest({ LL, navigate, username: input.username });

  const logic = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise(({ input: change }) =>
            asActorCall(latest.current.LL, async () => {
              const { changePassword } = await loadSecure();
              await changePassword(client, change);
              const session = authStore.session;
              if (session?.firstTimeLogin) startSession({ ...session, firstTimeLogin: false });
            }),
          ),
        },
        actions: {
          updateRememberedPassword: (_, { password }) => void updateRememberedPassword(latest.current.username, password),
          clearSessionPassword: () => forgetLoginPassword(),
          navigate: (_, { to }) => latest.current.navigate(to, { replace: true }),
        },
      }),
    [client, latest],
  );
  return useActorRef(logic, { input });
}
