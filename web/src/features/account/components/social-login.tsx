import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { socialProvidersShown, type SocialServices } from "../social-providers.ts";

/**
 * spec §2: Facebook and Google buttons only when the switch allows them AND
 * the external login service is initialised. This build ships no such
 * service (no Facebook or Google SDK is loaded), so `services` is empty and
 * the area renders nothing; an app that initialises one passes it here.
 */
export function SocialLogin({ facebook, google, services }: { facebook: boolean; google: boolean; services: SocialServices }) {
  const { LL } = useI18nContext();
  const providers = socialProvidersShown({ facebook, google }, services);
  if (providers.length === 0) return null;
  return (
    <section className="social-login" aria-label={LL.account.social.title()}>
      <p className="social-login__title">{LL.account.social.title()}</p>
      <div className="social-login__buttons">
        {providers.map((provider) => (
          <button key={provider} type="button" className="button button--ghost" onClick={() => services[provider]?.signIn()}>
            {LL.account.social[provider]()}
          </button>
        ))}
      </div>
    </section>
  );
}
