export type SocialProvider = "facebook" | "google";

/** An initialised external login (e.g. the Facebook or Google SDK wrapped by the app shell). */
export interface SocialService {
  signIn: () => void;
}

export type SocialServices = Partial<Record<SocialProvider, SocialService>>;

/** The services this build initialises: none (no external SDK is bundled); see social-login.tsx. */
export const socialServices: SocialServices = {};

/** spec §2: a provider shows when its switch (FACEBOOKLOGIN3 / GOOGLELOGIN3) is on and its service is initialised. */
export function socialProvidersShown(switches: Record<SocialProvider, boolean>, services: SocialServices): SocialProvider[] {
  return (["facebook", "google"] as const).filter((provider) => switches[provider] && services[provider] !== undefined);
}
