// The app's React half (issue 33): loaded by main.tsx after boot.ts has asked
// for the first screen's data and texts, and preloaded by every page beside
// the entry. Starts from the prerendered frame (lib/app-shell.ts) and renders.
import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import type { Booted } from "./boot.ts";
import { AppProviders } from "./providers.tsx";
import { loadScreen } from "./routes/screens.ts";
import { applyDocumentLanguage } from "../i18n/language.ts";
import { liftIntoOverlay, prerenderStart, reportRecoverableError } from "../lib/app-shell.ts";
import { markPrerenderedStart } from "../lib/hydration.ts";
import { APP_HYDRATING_ATTRIBUTE } from "../lib/early-tap.ts";
import { paths } from "../lib/routes.ts";
import { authStore } from "../stores/auth.ts";

/** Renders the app from what boot.ts made; `devtools` is drawn beside it (mock mode's scenario panel). */
export async function renderApp({ client, queryClient, fetchImpl, path, route, locale, texts }: Booted, devtools: ReactNode = null): Promise<void> {
  applyDocumentLanguage(locale);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  // The prerendered frame (lib/app-shell.ts): hydrated when the first render will match it, else an overlay.
  const start = prerenderStart(root, { path, locale, member: authStore.session !== null, homePath: paths.home });
  // Hydrating, the screen's code is in before the first render: React then takes the whole frame over in one pass.
  await Promise.all([texts, start === "hydrate" && route ? loadScreen(route.entry.screen) : undefined]);

  const app = (
    <StrictMode>
      <AppProviders services={{ client, fetch: fetchImpl }} queryClient={queryClient} locale={locale} hydrating={start === "hydrate"}>
        <App devtools={devtools} />
      </AppProviders>
    </StrictMode>
  );
  if (start === "hydrate") {
    markPrerenderedStart();
    // React replays taps on the markup it hydrates from here on; the loader stops recording them (lib/early-tap.ts).
    document.documentElement.setAttribute(APP_HYDRATING_ATTRIBUTE, "");
    // A transition: React hydrates in slices, yielding to the browser between them (issue 17's TBT).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
    });
    return;
  }
  if (start === "overlay") liftIntoOverlay(root);
  const reactRoot = createRoot(root, { onRecoverableError: reportRecoverableError });
  // A transition render: React works in slices and lets the browser paint and take
  // answers in between, rather than building the first screen in one long task.
  startTransition(() => reactRoot.render(app));
}
