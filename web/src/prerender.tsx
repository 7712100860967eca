// Build time only ("one way to put a screen on the page"):
// every prerendered page is the real app's first render at its path, rendered
// by React itself in Node (react-dom/static). web/prerender-shell.ts loads this
// module through Vite's SSR loader after the client build and writes the markup
// into index.html (home) and into one page per route, in each language, and on
// the pages with a member's picture for a member too. app/render-app.tsx
// hydrates it (lib/app-shell.ts says when): the markup IS the client's first
// render, so React takes it over as it is and replays a tap made meanwhile.
// Nothing here ships to the browser.
import { StrictMode, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createApiClient } from "./app/api-client.ts";
import { App } from "./app/app.tsx";
import { AppProviders } from "./app/providers.tsx";
import { StartFailure } from "./app/start-failure.tsx";
import { routeOfPath, routes, screenTexts } from "./app/routes/route-table.ts";
import { routeTitle } from "./app/routes/titles.ts";
import { i18nObject } from "./i18n/generated/i18n-util.ts";
import type { Locales } from "./i18n/generated/i18n-types.ts";
import { loadLocale } from "./i18n/load-locale.ts";
import { readTopics } from "./lib/read-topics.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { href, paths } from "./lib/routes.ts";
import { loadScreen, screenFile } from "./app/routes/screens.ts";
import { accountFrameOf } from "./features/account/index.ts";
import { authStore } from "./stores/auth.ts";
import type { SessionInfo } from "./stores/session-record.ts";

/** Whose first render a page shows: a visitor's, or — on the pages with a member picture — a member's (a session is kept). */
export type FrameRole = "visitor" | "member";

/**
 * The screens whose page holds a member's first render beside the visitor's (route-table screen keys):
 * the member centre and deposit draw the screen itself before any answer (the balance card at ￥--.--). The
 * page's script picks it when a session is kept (web/index.html).
 */
const MEMBER_FRAME_SCREENS: ReadonlySet<string> = new Set(["member/member-home", "wallet/voucher-center"]);

/**
 * The session a member's page is drawn with: no name (the page's script writes the kept one into
 * `[data-session-name]`, which is what the client's first render draws there), a real member's type. It never
 * leaves the build: no call is answered here.
 */
const FRAME_SESSION: SessionInfo = { token: "prerender", merchantCode: "", userName: "", type: 0, firstTimeLogin: false };

/** Runs `draw` as `role` would see the page: for a member, with the frame's session in the store for that render only. */
async function asRole<T>(role: FrameRole, draw: () => Promise<T>): Promise<T> {
  if (role === "visitor") return draw();
  authStore.session = FRAME_SESSION;
  try {
    return await draw();
  } finally {
    authStore.session = null;
  }
}

/** No call is answered at build time: the page is what shows before data. */
const unanswered: typeof fetch = () => new Promise<Response>(() => undefined);

async function render(locale: Locales, tree: ReactNode): Promise<string> {
  // No garbage-collection timers (they would hold the build open for minutes), no retries.
  const queryClient = createQueryClient({ retry: 0 });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, gcTime: Infinity } });
  const client = createApiClient(unanswered);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders services={{ client, fetch: unanswered }} queryClient={queryClient} locale={locale} hydrating>
        {tree}
      </AppProviders>
    </StrictMode>,
    // A part that throws here would be left to the client (React's inline scripts, which the CSP refuses, and a
    // recoverable error when it hydrates): the build fails instead.
    // progressiveChunkSize: every boundary inline, in place. A large one (the VIP table) was written apart with
    // React's reveal scripts, which the CSP refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  if (errors.length > 0) throw new AggregateError(errors, `the prerender threw: ${errors.map(String).join("; ")}`);
  return html;
}

/** The notice a page shows in `locale` when the app's code did not load (app/show-start-failure.ts). */
export async function renderStartFailure(locale: Locales): Promise<string> {
  await loadLocale(locale, []);
  return render(locale, <StartFailure />);
}

/**
 * The app's first render at `path` in `locale` as `role` sees it, before any answer: what app/render-app.tsx
 * hydrates. The location (window.location) is the caller's to set to `path` (web/prerender-shell.ts). The
 * screen's code and texts are in before the render, as the client has them before it hydrates.
 */
export async function renderPage(locale: Locales, path: string, role: FrameRole = "visitor"): Promise<{ html: string; title: string }> {
  const route = routeOfPath(path);
  if (!route) throw new Error(`no route for ${path}`);
  await loadLocale(locale, screenTexts(route.entry.screen));
  await loadScreen(route.entry.screen);
  const LL = i18nObject(locale);
  const title = route.entry.title ? routeTitle(LL, route.entry.title, route.params) : LL.app.name();
  return asRole(role, async () => ({ html: await render(locale, <App />), title }));
}

/**
 * A prerendered page: its path, its screen's source file (whose chunk's styles the page links), and
 * whether its frame is the screen's first picture (an account screen) rather than a skeleton.
 */
export interface FramePage {
  path: string;
  screenSource: string;
  firstPicture: boolean;
  startSources?: string[];
  /** The page holds a member's first render too (MEMBER_FRAME_SCREENS): the build renders it for each language. */
  memberFrame: boolean;
  /** The text namespaces its screen loads beside the base texts (route-table's screenTexts): the page starts them. */
  texts: string[];
}

/**
 * The modules start-up imports (app/start-requests.ts, through the features' first-paint.ts) for a
 * route's first data: its page preloads them with the entry, so those calls leave as soon as the entry runs.
 */
const START_SOURCES: Partial<Record<string, string[]>> = {
  [paths.gameList]: ["src/features/games/list/start-page.ts"],
  [paths.promotions]: ["src/features/promotions/start-page.ts"],
};

function pageOf(path: string): FramePage {
  const route = routeOfPath(path);
  if (!route) throw new Error(`no route for ${path}`);
  const startSources = START_SOURCES[path];
  return {
    path,
    screenSource: screenFile(route.entry.screen).replace(/^\.\//, "src/features/"),
    firstPicture: accountFrameOf(route.entry.screen) !== null,
    memberFrame: MEMBER_FRAME_SCREENS.has(route.entry.screen),
    texts: screenTexts(route.entry.screen),
    ...(startSources ? { startSources } : {}),
  };
}

/** Home's page (index.html). */
export function homePage(): FramePage {
  return pageOf(paths.home);
}

/** Every route's own page but home's: the static paths, and /m/read/<topic> for each topic. */
export function framePages(): FramePage[] {
  const staticPaths = routes.map((route) => route.path).filter((path) => path !== paths.home && !path.includes(":"));
  return [...staticPaths, ...readTopics.map((topic) => href("read", { topic }))].map(pageOf);
}
