import { startTransition, StrictMode, Suspense } from "react";
import { lazyPart } from "./lib/lazy-part.ts";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { AppProviders } from "./app/providers.tsx";
import { routeOfPath, screenTexts } from "./app/routes/route-table.ts";
import { startRequests } from "./app/start-requests.ts";
import { purgeMemberCachesAtStart } from "./app/purge-member-caches.ts";
import { applyDocumentLanguage, storedLocale } from "./i18n/language.ts";
import { loadLocale } from "./i18n/load-locale.ts";
import { createApiClient } from "./app/api-client.ts";
import { APP_SHELL_MAX_MS, liftIntoOverlay, prerenderStart, removeAppShell, reportRecoverableError } from "./lib/app-shell.ts";
import { markPrerenderedStart } from "./lib/hydration.ts";
import { APP_HYDRATING_ATTRIBUTE } from "./lib/early-tap.ts";
import { paths } from "./lib/routes.ts";
import { authStore } from "./stores/auth.ts";
import { loadScreen } from "./app/routes/screens.ts";
import { createQueryClient } from "./lib/query-client.ts";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/components.css";

// Mock mode only: the literal comparison lets the bundler drop the panel and
// the scenario code from a build aimed at a real backend (VITE_MOCK_MODE=0).
const ScenarioPanel =
  import.meta.env.VITE_MOCK_MODE === "1" ? lazyPart(() => import("./features/mock-scenarios/scenario-panel.tsx")) : null;

/** Ends the current task so the browser can paint and take input before the next step. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // Home's prerendered shell never outstays a start that failed (lib/app-shell.ts).
  setTimeout(removeAppShell, APP_SHELL_MAX_MS);
  await yieldToMain();
  const fetchImpl: typeof fetch = (input, init) => window.fetch(input, init);
  if (import.meta.env.VITE_MOCK_MODE === "1") {
    const { installMockScenarios } = await import("./features/mock-scenarios/install.ts");
    await installMockScenarios(fetchImpl);
  }
  const client = createApiClient(fetchImpl);
  const queryClient = createQueryClient();
  const path = window.location.pathname;
  startRequests(queryClient, client.api, path, window.location.search);
  // The first screen's texts are asked for with its data, not a task later (issue 33: the first render
  // waits for them, and their chunks are found only here, after the entry has run).
  const locale = storedLocale();
  const route = routeOfPath(path);
  const texts = loadLocale(locale, route ? screenTexts(route.entry.screen) : []);
  // No session: whatever a member left in the worker's caches goes (issue 29). Off the main thread, after the requests.
  void purgeMemberCachesAtStart();
  await yieldToMain();

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
          <App
            devtools={
              ScenarioPanel ? (
                <Suspense fallback={null}>
                  <ScenarioPanel />
                </Suspense>
              ) : null
            }
          />
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

void start();
