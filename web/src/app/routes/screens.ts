// The screen registry: every features/<feature>/screens/<name>-screen.tsx,
// each a lazy component (its own chunk) loaded the first time its route shows,
// or earlier when start-up or the outlet asks for it (preloadScreen).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { retryImport } from "../../lib/lazy-part.ts";

/** What a screen receives: the route's `:name` parameters (query strings via wouter's useSearch). */
export interface ScreenProps {
  params: Record<string, string>;
}

type ScreenModule = { default: ComponentType<ScreenProps> };

// Keyed from the features' folder ("./home/screens/home-screen.tsx"): the shorter keys are part of every first paint.
const loaders = import.meta.glob<ScreenModule>("./*/screens/*-screen.tsx", { base: "../../features" });
const loading = new Map<string, Promise<ScreenModule>>();
/** The screens whose code is in: their lazy component renders at once (see `screens`). */
const loaded = new Map<string, ScreenModule>();

function load(file: string): Promise<ScreenModule> {
  let module = loading.get(file);
  if (!module) {
    const loader = loaders[file];
    if (!loader) throw new Error(`no screen file ${file}`);
    // Tried again while the network comes back (lib/lazy-part.ts); a failure is forgotten, so a later visit asks again.
    module = retryImport(loader);
    module.then(
      (screen) => loaded.set(file, screen),
      () => loading.delete(file),
    );
    loading.set(file, module);
  }
  return module;
}

/**
 * A screen already loaded is handed to React.lazy as a thenable that answers at once: the first render of the
 * screen then draws it rather than suspending for a microtask. Hydrating a prerendered page (app/render-app.tsx
 * loads the screen first), React takes the whole page in one pass, and a tap React replays during hydration
 * reaches the screen's buttons (a suspended part cannot be hydrated in the tap's task, and the tap was lost).
 */
function loadForReact(file: string): Promise<ScreenModule> {
  const screen = loaded.get(file);
  // React.lazy only calls then(onFulfilled) on what the loader gives it.
  return screen ? ({ then: (onFulfilled: (value: ScreenModule) => void) => onFulfilled(screen) } as unknown as Promise<ScreenModule>) : load(file);
}

export const screens: Record<string, LazyExoticComponent<ComponentType<ScreenProps>>> = Object.fromEntries(
  Object.keys(loaders).map((file) => [file, lazy(() => loadForReact(file))]),
);

export function screenFile(screen: string): string {
  const [feature, name] = screen.split("/");
  return `./${feature}/screens/${name}-screen.tsx`;
}

/** Starts loading a screen's code (and its CSS) without waiting for its route to render. */
export function preloadScreen(screen: string): void {
  const file = screenFile(screen);
  if (loaders[file]) void load(file).catch(() => undefined);
}

/** Loads a screen's code (and its CSS); resolves when it is in (a failure is the screen's own to show). */
export function loadScreen(screen: string): Promise<void> {
  const file = screenFile(screen);
  return loaders[file] ? load(file).then(() => undefined, () => undefined) : Promise.resolve();
}

/** Resolves once every screen load started so far has ended, loaded or failed (a test file's end waits for them). */
export function screensSettled(): Promise<void> {
  return Promise.allSettled(loading.values()).then(() => undefined);
}

/** Screen files present in the tree (the test checks each has a route). */
export function screenFiles(): string[] {
  return Object.keys(screens);
}
