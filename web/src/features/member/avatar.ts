// Where the member's avatar is drawn from, as the member centre's
// profileIcon chunk draws it: an own picture (CUSTOM) is its address; a preset
// (STATIC) is a numbered picture of the merchant's set on the image host,
// presets beyond the eighth from the platform's shared set, which the
// merchant's set falls back to when its picture does not load.
import type { components } from "@platform/sdk";

type PlayerAvatar = components["schemas"]["PlayerAvatar"];

/** The merchant's own presets are 0 … 7; higher numbers are the platform's shared set. */
const MERCHANT_PRESETS = 8;

const shared = (preset: number) => `/TCG_PROD_IMAGES/B2C/01_PROFILE/PROFILE/${preset}.png`;

/**
 * The addresses to try, in order (the next when one does not load); none for
 * an avatar the client cannot draw. `imageHost` is the site's image host (the
 * status's first imageCDNs entry; none: this origin).
 */
export function avatarSources(avatar: PlayerAvatar, merchant: string, imageHost = ""): string[] {
  if (avatar.avatarType === "CUSTOM") return [avatar.avatar];
  const preset = Number(avatar.avatar);
  if (!Number.isInteger(preset) || preset < 0 || avatar.avatar.trim() === "") return [];
  const host = imageHost.replace(/\/+$/, "");
  if (preset >= MERCHANT_PRESETS) return [`${host}${shared(preset)}`];
  return [`${host}/TCG_PROD_IMAGES/B2C/${merchant.toUpperCase()}/PROFILE/${preset}.png`, `${host}${shared(preset)}`];
}
