import type { Locales } from "./i18n-types.ts";
import { loadLocaleAsync, loadNamespaceAsync } from "./i18n-util.async.ts";
import { namespaces } from "./i18n-util.ts";

/** Loads a locale with every namespace, so screens never wait for their texts. */
export async function loadLocaleFully(locale: Locales): Promise<void> {
  await loadLocaleAsync(locale);
  await Promise.all(namespaces.map((namespace) => loadNamespaceAsync(locale, namespace)));
}
