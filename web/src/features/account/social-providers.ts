import type { SocialProvider } from "./social/social-return.ts";

export type { SocialProvider } from "./social/social-return.ts";

/** The app ids of GET /wps/relay/WPSCORE_getSocialLoginSetting (null: not configured). */
export interface SocialIds {
  facebookAppId?: string | null;
  googleClientId?: string | null;
}

/** The id a provider's sign-in starts with, or undefined when the merchant has none. */
export function clientIdOf(provider: SocialProvider, ids: SocialIds | undefined): string | undefined {
  const id = provider === "facebook" ? ids?.facebookAppId : ids?.googleClientId;
  return id === null || id === undefined || id.trim() === "" ? undefined : id;
}

/** spec §2: a provider shows when its switch (FACEBOOKLOGIN3 / GOOGLELOGIN3) is on and the merchant configured its app id. */
export function socialProvidersShown(switches: Record<SocialProvider, boolean>, ids: SocialIds | undefined): SocialProvider[] {
  return (["facebook", "google"] as const).filter((provider) => switches[provider] && clientIdOf(provider, ids) !== undefined);
}
