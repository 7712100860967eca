// Renders through the app's REAL providers (AppProviders) with an injected
// fetch that fails the test on any request it was not told about.
import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { App } from "../app/app.tsx";
import { AppProviders } from "../app/providers.tsx";
import type { SessionInfo } from "../stores/session-record.ts";
import type { Locales } from "../i18n/generated/i18n-types.ts";
import { createApiClient } from "../app/api-client.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { startSession } from "../stores/auth.ts";
import { createFakeApi, type FakeApi, type Handlers } from "./fake-api.ts";
import { consolidatedSettings, ok, systemStatus, whitelabel } from "./fixtures.ts";

export interface RenderOptions {
  /** Path (and query) the browser is on. */
  route?: string;
  /** Logged-in session; omit for a visitor. */
  session?: SessionInfo;
  /** Calls the test answers, by "METHOD /path". The app's start-up calls have defaults (override them here). */
  api?: Handlers;
  locale?: Locales;
  /** Render inside React's StrictMode, as `npm start` does (effects mount, unmount and mount again). */
  strict?: boolean;
  /** The app's cache, when the test fills it first (as app/boot.ts's start-up calls do); a fresh one otherwise. */
  queryClient?: QueryClient;
}

export type Rendered = RenderResult & {
  api: FakeApi;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
};

/**
 * Calls the frame makes on start: a normal status, the white-label switches
 * (MAILCEN on), the inbox count (members); and the consolidated site settings
 * several screens read (no Firebase, every menu entry). A screen's own calls are its
 * tests' to answer: a flow that ends on another screen adds that screen's
 * handlers (e.g. `renderAppWith(homeScreenHandlers)` for /m/home).
 */
export const startupHandlers: Handlers = {
  "GET /wps/v2/system/status": systemStatus(),
  "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3"]),
  "GET /wps/relay/EMFE_getInboxUnreadCount": ok(0),
  "GET /wps/system/settings/consolidated": consolidatedSettings(),
};

export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): Rendered {
  window.history.replaceState(null, "", options.route ?? "/m/home");
  if (options.session) startSession(options.session);
  const api = createFakeApi({ ...startupHandlers, ...options.api });
  const queryClient = options.queryClient ?? createQueryClient({ retry: 0 });
  const result = render(
    <AppProviders services={{ client: createApiClient(api.fetch), fetch: api.fetch }} queryClient={queryClient} locale={options.locale ?? "en"}>
      {ui}
    </AppProviders>,
    { reactStrictMode: options.strict ?? false },
  );
  return { ...result, api, queryClient, user: userEvent.setup() };
}

/** The whole app (status gate, router, frame) at `route`; `devtools` as in main.tsx (the mock-scenario panel). */
export function renderApp({ devtools, ...options }: RenderOptions & { devtools?: ReactNode } = {}): Rendered {
  return renderWithProviders(<App devtools={devtools} />, options);
}

/** renderApp with the calls of the screens a test's flows land on answered too (their tests' handlers first, the test's own last). */
export function renderAppWith(...screens: Handlers[]) {
  return (options: RenderOptions & { devtools?: ReactNode } = {}): Rendered =>
    renderApp({ ...options, api: Object.assign({}, ...screens, options.api) as Handlers });
}

/** The app's SDK client over a fake fetch answering `handlers`: for code that takes the API itself (start-up calls). */
export function createTestApi(handlers: Handlers): FakeApi & { api: ReturnType<typeof createApiClient>["api"] } {
  const fake = createFakeApi(handlers);
  return { ...fake, api: createApiClient(fake.fetch).api };
}
