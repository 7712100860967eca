import { useEffect, useRef, useState } from "react";
import { after } from "../lib/timing.ts";
import { useI18nContext } from "./typesafe-i18n-react.tsx";
import type { Locales } from "./generated/i18n-types.ts";

/**
 * The one way to wait for a language to settle (there were two hooks, each with its own timer). The
 * spec names two settle times, and each job keeps its own: the help centre reloads
 * HELP_RELOAD_AFTER_LANGUAGE_MS after a change, the forms recheck their shown errors
 * RECHECK_AFTER_LANGUAGE_MS after it (spec §9). A quick run of language taps settles into one of each.
 */
export const HELP_RELOAD_AFTER_LANGUAGE_MS = 250;

/** Spec §9 "revalidation 200 ms": a form's shown errors are checked again in the new language. */
export const RECHECK_AFTER_LANGUAGE_MS = 200;

/** The language, following a change only `delayMs` later (what a reload in the new language asks for). */
export function useSettledLocale(delayMs: number): Locales {
  const { locale } = useI18nContext();
  const [settled, setSettled] = useState(locale);
  useEffect(() => after(delayMs, () => setSettled(locale)), [locale, delayMs]);
  return settled;
}

/** Calls `run` (a form machine's `form.recheck`) `delayMs` after the language changes, never on mount. */
export function useAfterLanguageChange(run: () => unknown, delayMs: number = RECHECK_AFTER_LANGUAGE_MS): void {
  const settled = useSettledLocale(delayMs);
  const previous = useRef(settled);
  const latest = useRef(run);

  useEffect(() => {
    latest.current = run;
  });

  useEffect(() => {
    if (previous.current === settled) return;
    previous.current = settled;
    void latest.current();
  }, [settled]);
}
