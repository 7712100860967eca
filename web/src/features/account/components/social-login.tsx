import { routeAfterLogin, sessionFromLogin, type Message } from "@platform/machines";
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
import { loginWithProvider, useSocialLoginSettings } from "../api/social-login.ts";
import { clientIdOf, socialProvidersShown } from "../social-providers.ts";
import { loadSocialSignIn } from "../social/sign-in-provider.ts";
import { newFlowState, parseFlow, readSocialReturn, SOCIAL_FLOW_KEY, socialRedirectUri, type SocialProvider } from "../social/social-return.ts";

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "error"; text: string };

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
  const settings = useSocialLoginSettings(facebook || google);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const handled = useRef(false);
  const providerName = (provider: SocialProvider) => LL.account.social[provider]();

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    // The providers send the member back to the login page only (socialRedirectUri).
    if (window.location.pathname !== "/m/login") return;
    const flow = parseFlow(window.sessionStorage.getItem(SOCIAL_FLOW_KEY));
    const back = readSocialReturn(window.location.search, flow);
    if (back.kind === "none") return;
    window.sessionStorage.removeItem(SOCIAL_FLOW_KEY);
    // The code is used once; it leaves the address bar at once.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (back.kind === "cancelled") return setStatus({ kind: "error", text: LL.account.social.cancelled() });
    if (back.kind === "failed") return setStatus({ kind: "error", text: LL.account.social.failed({ provider: providerName(back.provider) }) });
    setStatus({ kind: "busy" });
    loginWithProvider(api, back.provider, {
      code: back.code,
      redirectUri: socialRedirectUri(window.location.origin),
      registerUrl: window.location.hostname,
      ...(affiliateCode ? { affiliateCode } : {}),
    }).then(
      (result) => {
        startSession(sessionFromLogin(result, merchantCode));
        navigate(routeAfterLogin(result), { replace: true });
      },
      (error: unknown) => {
        const message: Message = failureMessage(error);
        setStatus({ kind: "error", text: messageText(LL, message) });
      },
    );
    // Once, on arrival: the address is read before anything changes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = async (provider: SocialProvider) => {
    const clientId = clientIdOf(provider, settings.data);
    if (clientId === undefined) return;
    setStatus({ kind: "busy" });
    const state = newFlowState();
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider, state }));
    try {
      const signIn = await loadSocialSignIn();
      signIn.start(provider, { clientId, redirectUri: socialRedirectUri(window.location.origin), state });
    } catch {
      window.sessionStorage.removeItem(SOCIAL_FLOW_KEY);
      setStatus({ kind: "error", text: LL.account.social.failed({ provider: providerName(provider) }) });
    }
  };

  const providers = socialProvidersShown({ facebook, google }, settings.data);
  if (providers.length === 0 && status.kind === "idle") return null;
  return (
    <section className="social-login" aria-label={LL.account.social.title()}>
      <p className="social-login__title">{LL.account.social.title()}</p>
      {status.kind === "busy" ? <Spinner size="small" label={LL.account.social.signingIn()} /> : null}
      {status.kind === "error" ? <FormAlert text={status.text} /> : null}
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
