import { failureMessage, routeAfterLogin, sessionFromLogin, type Message } from "@platform/machines";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useAppServices } from "../../../lib/app-services.tsx";
import { messageText } from "../../../lib/message-text.ts";
import { readText, removeKey, writeJson } from "../../../lib/storage.ts";
import { firebaseUseOf, useConsolidatedSettings } from "../../../shared/system/index.ts";
import { startSession } from "../../../stores/auth.ts";
import { FormAlert } from "../../../ui/form/index.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { secureLogin } from "../api/secure-login.ts";
import { pageAfterLogin } from "../machines/session-actions.ts";
import { socialProvidersShown } from "../social-providers.ts";
import { loadSocialSignIn } from "../social/sign-in-provider.ts";
import { isCancelled, isSocialPage, parseFlow, SOCIAL_FLOW_KEY, type SocialFlow, type SocialProvider } from "../social/social-return.ts";

type Status =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "cancelled" }
  | { kind: "failed"; provider: SocialProvider }
  | { kind: "refused"; message: Message };

/** The flow this page comes back with, read once (no side effect here: the effect below consumes it). */
function readArrival(): SocialFlow | undefined {
  return isSocialPage(window.location.pathname) ? parseFlow(readText("session", SOCIAL_FLOW_KEY)) : undefined;
}

/**
 * spec §2: Facebook and Google buttons when the switch is on and
 * the merchant runs that sign-in through Firebase (the consolidated
 * settings' `sms`). A tap loads Firebase Auth (never in the first load) and
 * leaves for the provider; back on this page, Firebase's id token logs the
 * member in with the login call's `firebase` type and the provider as
 * `firebaseChannel`. A cancelled or failed sign-in comes back with a message.
 */
export function SocialLogin({ facebook, google }: { facebook: boolean; google: boolean }) {
  const { LL } = useI18nContext();
  const { client } = useAppServices();
  const [, navigate] = useLocation();
  const settings = useConsolidatedSettings();
  const firebase = firebaseUseOf(settings.data);
  const [arrival] = useState(readArrival);
  const [status, setStatus] = useState<Status>(() => (arrival ? { kind: "busy" } : { kind: "idle" }));
  const handled = useRef(false);
  const providerName = (provider: SocialProvider) => LL.account.social[provider]();

  useEffect(() => {
    if (handled.current || arrival === undefined || settings.isPending) return;
    handled.current = true;
    removeKey("session", SOCIAL_FLOW_KEY);
    const { provider } = arrival;
    // Without the merchant's Firebase (settings gone or failed) the sign-in cannot be finished: a failure.
    const finished = firebase
      ? loadSocialSignIn().then((signIn) => signIn.finish(provider, firebase.config))
      : Promise.reject(new Error("Firebase is not set up for this merchant"));
    finished.then(
        (result) => {
          if (result === null) return setStatus({ kind: "cancelled" });
          return secureLogin(client)({ type: "firebase", firebaseChannel: provider, firebaseIdToken: result.idToken }).then(
            (session) => {
              startSession(sessionFromLogin(session, merchantCode));
              navigate(pageAfterLogin(routeAfterLogin(session)), { replace: true });
            },
            (error: unknown) => setStatus({ kind: "refused", message: failureMessage(error) }),
          );
        },
        (error: unknown) => setStatus(isCancelled(error) ? { kind: "cancelled" } : { kind: "failed", provider }),
      );
  }, [arrival, client, firebase, navigate, settings.isPending]);

  const start = async (provider: SocialProvider) => {
    if (!firebase) return;
    setStatus({ kind: "busy" });
    writeJson("session", SOCIAL_FLOW_KEY, { provider } satisfies SocialFlow);
    try {
      const signIn = await loadSocialSignIn();
      await signIn.start(provider, firebase.config);
    } catch {
      removeKey("session", SOCIAL_FLOW_KEY);
      setStatus({ kind: "failed", provider });
    }
  };

  const providers = socialProvidersShown({ facebook, google }, firebase);
  if (providers.length === 0 && status.kind === "idle") return null;
  return (
    <section className="social-login" aria-label={LL.account.social.title()}>
      <p className="social-login__title">{LL.account.social.title()}</p>
      {status.kind === "busy" ? <Spinner size="small" label={LL.account.social.signingIn()} /> : null}
      {status.kind === "cancelled" ? <FormAlert text={LL.account.social.cancelled()} /> : null}
      {status.kind === "failed" ? <FormAlert text={LL.account.social.failed({ provider: providerName(status.provider) })} /> : null}
      {status.kind === "refused" ? <FormAlert text={messageText(LL, status.message)} /> : null}
      <div className="social-login__buttons">
        {providers.map((provider) => (
          <button key={provider} type="button" className="button button--ghost" disabled={status.kind === "busy"} onClick={() => void start(provider)}>
            {providerName(provider)}
          </button>
        ))}
      </div>
    </section>
  );
}
