import type { Locales, Namespaces } from "./generated/i18n-types.ts";
import { loadLocaleAsync, loadNamespaceAsync } from "./generated/i18n-util.async.ts";
import { loadedLocales } from "./generated/i18n-util.ts";

type Loaded = Partial<Record<string, unknown>> | undefined;

/** What of a locale is in memory (namespaces merge into the same dictionary as the base texts). */
function loaded(locale: Locales): Loaded {
  return loadedLocales[locale] as Loaded;
}

/**
 * Loads a locale's base texts and the namespaces a screen needs, all at once
 * (app/routes/route-table.ts names each screen's namespaces): home does not
 * wait for the account forms' texts.
 */
export async function loadLocale(locale: Locales, namespaces: readonly Namespaces[]): Promise<void> {
  const base = loaded(locale)?.app === undefined ? loadLocaleAsync(locale) : undefined;
  await Promise.all([base, loadNamespaces(locale, namespaces)]);
}

/** Loads the namespaces of a locale that are not in memory yet. */
export async function loadNamespaces(locale: Locales, namespaces: readonly Namespaces[]): Promise<void> {
  const missing = namespaces.filter((namespace) => loaded(locale)?.[namespace] === undefined);
  await Promise.all(missing.map((namespace) => loadNamespaceAsync(locale, namespace)));
}
