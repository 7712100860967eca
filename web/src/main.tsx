// The entry: boot.ts makes the SDK client and the query cache and asks for the
// first screen's data and texts; then React and the app (app/render-app.tsx, a
// chunk of its own that every page preloads beside this one) render from the
// prerendered frame. The data does not wait for React's code to
// come and run. Nothing this file imports statically may bring react-dom
// (tests/first-load-graph.test.ts).
import { Suspense } from "react";
import { boot } from "./app/boot.ts";
import { lazyPart, retryImport } from "./lib/lazy-part.ts";
import { pause } from "./lib/timing.ts";
import { showStartFailure } from "./app/show-start-failure.ts";
import "./styles/theme.css";
import "./styles/base.css";
import "./styles/components.css";
import "./app/start-failure.css";

// Mock mode only: the literal comparison lets the bundler drop the panel and
// the scenario code from a build aimed at a real backend (VITE_MOCK_MODE=0).
const ScenarioPanel =
  import.meta.env.VITE_MOCK_MODE === "1" ? lazyPart(() => import("./features/mock-scenarios/scenario-panel.tsx")) : null;

/** No delay but the task boundary: the browser paints and takes input between the start's steps. */
const NEXT_TASK_MS = 0;

/** Ends the current task so the browser can paint and take input before the next step. */
function yieldToMain(): Promise<void> {
  return pause(NEXT_TASK_MS);
}

async function start() {
  await yieldToMain();
  const renderHalf = retryImport(() => import("./app/render-app.tsx"));
  const fetchImpl: typeof fetch = (input, init) => window.fetch(input, init);
  if (import.meta.env.VITE_MOCK_MODE === "1") {
    const { installMockScenarios } = await import("./features/mock-scenarios/install.ts");
    await installMockScenarios(fetchImpl);
  }
  const booted = boot(fetchImpl);
  const { renderApp } = await renderHalf;
  await yieldToMain();
  await renderApp(
    booted,
    ScenarioPanel ? (
      <Suspense fallback={null}>
        <ScenarioPanel />
      </Suspense>
    ) : null,
  );
}

// The React half that did not come after its retries (a dropped connection, a page from before a release):
// the page's notice with a reload, never a frame that no longer answers and an unhandled rejection.
start().catch((error: unknown) => showStartFailure(error));
