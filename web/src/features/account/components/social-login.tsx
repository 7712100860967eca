import { routeAfterLogin, sessionFromLogin, type Message } from "@platform/machines";
import { paths } from "../../../lib/routes.ts";
import { failureMessage } from "@platform/machines";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApi } from "../../../lib/app-services.tsx";
import { messageText } from "../../../lib/message-text.ts";
import { startSession } from "../../../stores/auth.ts";
import { FormAlert } from "../../../ui/form/index.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { loginWithProvider, socialLoginSettings } from "../api/social-login.ts";
import { pageAfterLogin } from "../machines/session-actions.ts";
import { clientIdOf, socialProvidersShown } from "../social-providers.ts";
import { loadSocialSignIn } from "../social/sign-in-provider.ts";
import { newFlowState, parseFlow, readSocialReturn, SOCIAL_FLOW_KEY, socialRedirectUri, type SocialProvider, type SocialReturn } from "../social/social-return.ts";
import { replaceAddress } from "../../../lib/app-location.ts";
import { readText, removeKey, writeJson } from "../../../lib/storage.ts";

type Status =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "cancelled" }
  | { kind: "failed"; provider: SocialProvider }
  | { kind: "refused"; message: Message };

/** What the page's arrival says, read once (no side effect here: the effect below consumes it). */
function readArrival(): SocialReturn {
  if (window.location.pathname !== paths.login) return { kind: "none" };
  return readSocialReturn(window.location.search, parseFlow(readText("session", SOCIAL_FLOW_KEY)));
}

function statusOf(arrival: SocialReturn): Status {
  if (arrival.kind === "code") return { kind: "busy" };
  if (arrival.kind === "cancelled") return { kind: "cancelled" };
  if (arrival.kind === "failed") return { kind: "failed", provider: arrival.provider };
  return { kind: "idle" };
}

/**
 * spec §2, issue 20: Facebook and Google buttons when the switch is on and
 * the merchant configured the provider. A tap loads the provider's sign-in
 * (never in the first load) and leaves for it; back on /m/login with a code
 * for the flow this tab started, the platform's social login gives the
 * session. A cancelled or failed provider flow returns here with a message.
 */
export function SocialLogin({ facebook, google, affiliateCode }: { facebook: boolean; google: boolean; affiliateCode?: string }) {
  const { LL } = useI18nContext();
  const api = useApi();
  const [, navigate] = useLocation();
  const settings = useApiQuery(socialLoginSettings, undefined, { enabled: facebook || google });
  const [arrival] = useState(readArrival);
  const [status, setStatus] = useState<Status>(() => statusOf(arrival));
  const handled = useRef(false);
  const providerName = (provider: SocialProvider) => LL.account.social[provider]();

  useEffect(() => {
    if (handled.current || arrival.kind === "none") return;
    handled.current = true;
    removeKey("session", SOCIAL_FLOW_KEY);
    // The code is used once; it leaves the address bar at once.
    replaceAddress(window.location.pathname);
    if (arrival.kind !== "code") return;
    loginWithProvider(api, arrival.provider, {
      code: arrival.code,
      redirectUri: socialRedirectUri(window.location.origin),
      registerUrl: window.location.hostname,
      ...(affiliateCode ? { affiliateCode } : {}),
    }).then(
      (result) => {
        startSession(sessionFromLogin(result, merchantCode));
        navigate(pageAfterLogin(routeAfterLogin(result)), { replace: true });
      },
      (error: unknown) => setStatus({ kind: "refused", message: failureMessage(error) }),
    );
  }, [api, arrival, affiliateCode, navigate]);

  const start = async (provider: SocialProvider) => {
    const clientId = clientIdOf(provider, settings.data);
    if (clientId === undefined) return;
    setStatus({ kind: "busy" });
    const state = newFlowState();
    writeJson("session", SOCIAL_FLOW_KEY, { provider, state });
    try {
      const signIn = await loadSocialSignIn();
      signIn.start(provider, { clientId, redirectUri: socialRedirectUri(window.location.origin), state });
    } catch {
      removeKey("session", SOCIAL_FLOW_KEY);
      setStatus({ kind: "failed", provider });
    }
  };

  const providers = socialProvidersShown({ facebook, google }, settings.data);
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
