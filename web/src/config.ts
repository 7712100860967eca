// Build-time configuration (Vite `import.meta.env`). A build aimed at a real
// backend sets VITE_MOCK_MODE=0 so the mock-scenario code is not shipped.
import { appBase } from "./lib/routes.ts";

/** The site's fixed merchant code (spec §1: value not shown; the mock accepts any). */
export const merchantCode: string = import.meta.env.VITE_MERCHANT_CODE || "mc_demo";

/** Origin of /wps and /lgw; empty means same origin (the dev/preview server proxies them). */
export const apiBase: string = import.meta.env.VITE_API_BASE || "";

/** True in a build served against the Prism mock: enables the scenario panel and `?mock=`. */
export const mockMode: boolean = import.meta.env.VITE_MOCK_MODE === "1";

/** The Philippines site the language picker links to (spec §2 "Other": not shown, so configurable). */
export const philippinesSiteUrl: string = import.meta.env.VITE_PH_SITE_URL || "https://ph.platform.test/m/home";

/**
 * Where iOS is sent after a profile download (spec §4 "App-download": "after 4 s navigates to a
 * mobile-configuration address"; the address is not shown). Assumed: the usual companion of a
 * .mobileconfig download, an `embedded.mobileprovision` next to the app, which makes iOS open
 * Settings at the downloaded profile. Deployments set VITE_PROFILE_SETTINGS_URL.
 */
export const profileSettingsUrl: string = import.meta.env.VITE_PROFILE_SETTINGS_URL || `${appBase}embedded.mobileprovision`;

/**
 * Whether server-supplied links and images may use plain `http:` (the URL gate passes
 * only `https:` and in-app `/m/…` paths unless the merchant's build allows http). Off by default;
 * a merchant whose game or chat hosts still answer on http builds with VITE_ALLOW_HTTP_LINKS=1.
 */
export const allowHttpLinks: boolean = import.meta.env.VITE_ALLOW_HTTP_LINKS === "1";
