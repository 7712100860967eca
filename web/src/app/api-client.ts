import { createPlatformClient, type PlatformClient, type PlatformError } from "@platform/sdk";
import { apiBase, merchantCode } from "../config.ts";
import { currentLanguageHeader } from "../i18n/language.ts";
import { deviceHeader } from "../lib/device.ts";
import { noteAnswers } from "../lib/last-known.ts";
import { scenarioFor } from "../lib/scenario-source.ts";
import { notifySessionExpired } from "../lib/session-expiry.ts";
import { authStore } from "../stores/auth.ts";

/** The one SDK client of the app; every header comes from a getter read per request. */
export function createApiClient(fetchImpl: typeof fetch): PlatformClient {
  return createPlatformClient({
    // Absolute even for same origin: a Request needs a full URL outside the browser too.
    baseUrl: apiBase || window.location.origin,
    merchant: merchantCode,
    getToken: () => authStore.session?.token,
    getLanguage: currentLanguageHeader,
    getDevice: deviceHeader,
    // Mock mode only: asking for a scenario makes the SDK load its operation ids (a chunk of its own).
    ...(import.meta.env.VITE_MOCK_MODE === "1" ? { getScenario: scenarioFor } : {}),
    onUnauthorized: (error: PlatformError) => notifySessionExpired(error),
    // Which answers came from the service worker's cache (offline), for the balance views.
    fetch: noteAnswers(fetchImpl),
  });
}
