import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useAppServices } from "../../../lib/app-services.tsx";
import { useLatest } from "../../../lib/use-latest.ts";

/**
 * What an account machine's effects need: the client, and a ref to the latest
 * translations and navigate (with the screen's own `extra`), since actors and
 * actions are given once, when the actor starts, and run after later renders.
 */
export function useAccountEffects<E extends object = object>(extra?: E) {
  const { client } = useAppServices();
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const latest = useLatest({ LL, navigate, ...(extra as E) });
  return { client, latest };
}
