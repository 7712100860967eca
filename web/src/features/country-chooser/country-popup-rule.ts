// Spec §2 "Country chooser pop-up": offers MY and PH; shows on first start
// only if not closed before, the detected country is not MY, and the client
// is not the app or PWA. Once closed, STARTUP_POP is stored as closed.

const HOME_COUNTRY = "MY";
export const STARTUP_POP_CLOSED = "closed";

export interface CountryPopupInput {
  /** The stored STARTUP_POP value (null when never stored). */
  stored: string | null;
  /** The detected country (the status's location.countryCode); undefined until known. */
  countryCode: string | undefined;
  /** Running as the app shell or an installed PWA / web clip. */
  appClient: boolean;
}

export function shouldShowCountryPopup({ stored, countryCode, appClient }: CountryPopupInput): boolean {
  if (stored === STARTUP_POP_CLOSED || appClient) return false;
  // Not known yet: wait rather than flash a pop-up a Malaysian visitor should never see.
  if (!countryCode) return false;
  return countryCode.toUpperCase() !== HOME_COUNTRY;
}
