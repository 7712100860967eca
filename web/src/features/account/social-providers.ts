import type { FirebaseUse } from "../../shared/system/index.ts";
import type { SocialProvider } from "./social/social-return.ts";

export type { SocialProvider } from "./social/social-return.ts";

/**
 * spec §2: a provider's button shows when its switch is on (FACEBOOKLOGIN3 /
 * GOOGLELOGIN3) and the external login service is set up: the merchant runs
 * that sign-in through Firebase (consolidated `sms`: `firebaseFacebook` /
 * `firebaseGoogle` with its `firebaseConfig`, as the desktop client shows
 * its Firebase buttons).
 */
export function socialProvidersShown(switches: Record<SocialProvider, boolean>, firebase: FirebaseUse | undefined): SocialProvider[] {
  return (["facebook", "google"] as const).filter((provider) => switches[provider] && firebase?.[provider] === true);
}
