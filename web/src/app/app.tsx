import { useEffect, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { DeferredPwa, OfflineBanner } from "../features/pwa/index.ts";
import { DeferredCountryChooser } from "../features/country-chooser/index.ts";
import { SystemGate } from "../shared/system/index.ts";
import { useHydrating } from "../lib/hydration.ts";
import { installPressFeedback } from "../lib/press-feedback.ts";
import { useApi } from "../lib/app-services.tsx";
import { AppRouter } from "./routes/app-router.tsx";
import { preloadScreenAndTexts, startRoutesOnPress, useLinkedScreensPreload } from "./routes/press-start.ts";
import { routeOfPath } from "./routes/route-table.ts";
import { startRoute } from "./start-requests.ts";

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
  // A link's screen starts at its press, and the screens a screen's marked links open come once it has settled (routes/press-start.ts).
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(
    () =>
      startRoutesOnPress(document, (path, search) => {
        if (startRoute(queryClient, api, path, search)) preloadScreenAndTexts(routeOfPath(path)!.entry.screen);
      }),
    [queryClient, api],
  );
  const [location] = useLocation();
  useLinkedScreensPreload(location);
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
