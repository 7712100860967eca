import { REVALIDATE_AFTER_LANGUAGE_MS } from "@platform/machines";
import { useEffect, useRef } from "react";
import { useI18nContext } from "./typesafe-i18n-react.tsx";

/** Spec §5/§9: form errors are re-validated 200 ms after a language change (the constant is the machines'). */
export { REVALIDATE_AFTER_LANGUAGE_MS };

/** Calls `revalidate` (a form machine's `form.recheck`) 200 ms after the language changes, not on mount. */
export function useRevalidateOnLanguageChange(revalidate: () => unknown): void {
  const { locale } = useI18nContext();
  const previous = useRef(locale);
  const latest = useRef(revalidate);

  useEffect(() => {
    latest.current = revalidate;
  });

  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    const timer = setTimeout(() => void latest.current(), REVALIDATE_AFTER_LANGUAGE_MS);
    return () => clearTimeout(timer);
  }, [locale]);
}
