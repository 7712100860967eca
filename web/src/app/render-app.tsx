// The app's React half: loaded by main.tsx after boot.ts has asked
// for the first screen's data and texts, and preloaded by every page beside
// the entry. Starts from the prerendered page (lib/app-shell.ts) and renders.
import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import type { Booted } from "./boot.ts";
import { AppProviders } from "./providers.tsx";
import { loadScreen } from "./routes/screens.ts";
import { applyDocumentLanguage } from "../i18n/language.ts";
import { APP_HYDRATING_ATTRIBUTE, prerenderStart, reportRecoverableError } from "../lib/app-shell.ts";
import { markPrerenderedStart } from "../lib/hydration.ts";
import { gate } from "../shared/session/index.ts";
import { authStore } from "../stores/auth.ts";

/** Renders the app from what boot.ts made; `devtools` is drawn beside it (mock mode's scenario panel). */
export async function renderApp({ client, queryClient, fetchImpl, path, route, locale, texts }: Booted, devtools: ReactNode = null): Promise<void> {
  applyDocumentLanguage(locale);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  // The prerendered page (lib/app-shell.ts): hydrated when the first render will match it, else rendered over.
  // A member's frame is a plain member's first render. An agent's member centre also draws the agent centre's
  // entry, so hydrating it mismatched, React drew the whole page again, and a tap made meanwhile (More) was lost:
  // an agent's page is rendered over its frame instead.
  const session = authStore.session;
  const frameStart = prerenderStart(root, { path, locale, member: session !== null });
  const start = frameStart === "hydrate" && gate("agentHome", session) === "allow" ? "render" : frameStart;
  // The screen's code and texts are in before the first render: React then takes the whole page over in one
  // pass (hydrating), or its first commit is the screen, not a loading picture over the frame (rendering over it).
  await Promise.all([texts, route ? loadScreen(route.entry.screen) : undefined]);
  if (start !== "none") markPrerenderedStart();

  const app = (
    <StrictMode>
      <AppProviders services={{ client, fetch: fetchImpl }} queryClient={queryClient} locale={locale} hydrating={start === "hydrate"}>
        <App devtools={devtools} />
      </AppProviders>
    </StrictMode>
  );
  // A transition: React renders in slices, yielding to the browser between them (less total blocking time). Hydrating, it
  // replays a tap on markup it has not hydrated yet; rendering over the frame, the frame stays until the commit.
  if (start === "hydrate") {
    document.documentElement.setAttribute(APP_HYDRATING_ATTRIBUTE, "");
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
    });
    return;
  }
  const reactRoot = createRoot(root, { onRecoverableError: reportRecoverableError });
  startTransition(() => reactRoot.render(app));
}
