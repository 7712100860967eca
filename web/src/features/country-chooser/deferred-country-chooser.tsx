import { Suspense, useState } from "react";
import { useHydrating } from "../../lib/hydration.ts";
import { useSystemStatus } from "../../shared/system/index.ts";
import { shouldShowCountryPopup } from "./country-popup-rule.ts";
import { countryPopupStart } from "./country-popup-start.ts";
import { lazyPart } from "../../lib/lazy-part.ts";

// The pop-up's code (its dialog, texts and styles) is a chunk of its own: most visits never show it.
const CountryChooser = lazyPart(() => import("./country-chooser.tsx").then((module) => ({ default: module.CountryChooser })));

/**
 * Mounted once by the app shell: asks spec §2's rule (cheap, in the first load)
 * and loads the country chooser only when it is to show.
 */
export function DeferredCountryChooser() {
  const [start] = useState(countryPopupStart);
  const countryCode = useSystemStatus().data?.location?.countryCode ?? undefined;
  // Not in the prerendered frame: the pop-up comes once the page is hydrated.
  if (useHydrating()) return null;
  if (!shouldShowCountryPopup({ ...start, countryCode })) return null;
  return (
    <Suspense fallback={null}>
      <CountryChooser />
    </Suspense>
  );
}
