import { useEffect, useState, type ReactNode } from "react";
import type { Namespaces } from "../../i18n/generated/i18n-types.ts";
import { loadNamespaces } from "../../i18n/load-locale.ts";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";

/**
 * Shows `children` once LL holds the route's text namespaces. Start-up loads
 * the first route's with the base texts; a route opened later that needs
 * others shows `fallback` while they load, then LL is rebuilt to include them
 * (a typesafe-i18n LL only sees the namespaces loaded when it was made).
 */
export function RouteTexts({ namespaces, fallback, children }: { namespaces: readonly Namespaces[]; fallback: ReactNode; children: ReactNode }) {
  const { LL, locale, setLocale } = useI18nContext();
  const missing = namespaces.filter((namespace) => !(namespace in LL));
  const wanted = missing.join(",");
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadNamespaces(locale, wanted.split(",") as Namespaces[]).then(
      () => live && setLocale(locale),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, locale, setLocale]);

  // A texts chunk that failed to load is a failed screen: the outlet's error boundary offers a reload.
  if (failure) throw failure.error;
  return missing.length > 0 ? fallback : children;
}
