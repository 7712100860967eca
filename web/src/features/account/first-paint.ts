// The account feature's light public surface for start-up (app/start-requests.ts):
// register's first data, without the feature's forms and machines.
import type { QueryClient } from "@tanstack/react-query";
import { storedLocale } from "../../i18n/language.ts";
import type { Api } from "../../lib/app-services.tsx";
import { preloadImage } from "../../lib/preload-image.ts";
import { registrationBanners } from "./api/get-registration-banner.ts";

/**
 * Register's welcome banner, its largest paint: asked for at start-up (the page's starter sends the same call
 * with the HTML) rather than once the form's code has come and drawn, and its picture as soon as the answer
 * names it. A failure is the banner's to leave out (spec §8), never an unhandled rejection.
 */
export function startRegistrationBanner(queryClient: QueryClient, api: Api): void {
  queryClient.fetchQuery(registrationBanners.options(api, storedLocale())).then(
    (banners) => preloadImage(banners[0]?.url),
    () => undefined,
  );
}
