import { useEffect, type ReactNode } from "react";
import { DeferredPwa, OfflineBanner } from "../features/pwa/index.ts";
import { DeferredCountryChooser } from "../features/country-chooser/index.ts";
import { SystemGate } from "../shared/system/index.ts";
import { useHydrating } from "../lib/hydration.ts";
import { installPressFeedback } from "../lib/press-feedback.ts";
import { AppRouter } from "./routes/app-router.tsx";

/**
 * The app inside its providers. `devtools` (the mock-scenario panel) stays
 * visible on the status pages too; so do the offline banner and the
 * service worker's update prompt.
 */
export function App({ devtools }: { devtools?: ReactNode }) {
  // Not in the prerendered markup: the devtools join once it is hydrated.
  const hydrating = useHydrating();
  // Spec §9 touch press timings on every pressable part (lib/press-feedback.ts).
  useEffect(() => installPressFeedback(), []);
  return (
    <>
      <OfflineBanner />
      <SystemGate>
        <AppRouter />
        <DeferredCountryChooser />
      </SystemGate>
      <DeferredPwa />
      {hydrating ? null : devtools}
    </>
  );
}
