// A screen behind a merchant switch (the one way, for every feature).
// Spec §2/§3: the rewards centre is module REWCEN3, the points mall PTSYS3.
// The nav bar hides their entries when the merchant has them off; a screen
// reached anyway (a link, a bookmark, the address bar) refuses the same way
// /m/inviteFriends does with REFERRAL off: 'coming soon' for 1 s, then back
// (home when opened directly).
import { useEffect, type ReactNode } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useGoBackInApp } from "../../lib/app-location.ts";
import { Skeleton } from "../../ui/data-state/index.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { toast } from "../../ui/toast/toast-store.ts";
import { TOAST_COMING_SOON } from "../../ui/toast/toast-durations.ts";
import { useFlagState } from "./api/get-whitelabel.ts";
import type { FeatureFlag } from "./feature-flags.ts";
import { after } from "../../lib/timing.ts";

/** Draws `children` only while `flag` is on; otherwise 'coming soon', then back. */
export function FlagGate({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const { LL } = useI18nContext();
  const state = useFlagState(flag);
  const goBack = useGoBackInApp();

  useEffect(() => {
    if (state !== "off") return undefined;
    toast.info(LL.errors.comingSoon(), TOAST_COMING_SOON);
    return after(TOAST_COMING_SOON, goBack);
    // Decided once per state; the text and callback of that moment are the ones used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  if (state === "on") return <>{children}</>;
  if (state === "off") return <EmptyState text={LL.common.comingSoon()} />;
  return <Skeleton shape="cards" count={2} />;
}
