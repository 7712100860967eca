// Build time only (issue 17): the first frames React draws, rendered by React
// itself in Node (react-dom/static) from the real app. web/prerender-shell.ts
// loads this module through Vite's SSR loader after the client build and
// writes the markup into index.html (home, hydrated by app/render-app.tsx) and into one
// page per route (the route's frame: header, title, footer, skeleton body).
// Nothing here ships to the browser.
import { StrictMode, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createApiClient } from "./app/api-client.ts";
import { App } from "./app/app.tsx";
import { RouteFrame } from "./app/frame/route-frame.tsx";
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
import { preloadScreen, screenFile } from "./app/routes/screens.ts";
import { AccountFrame, accountFrameOf } from "./features/account/index.ts";
// Straight from their files, not the features' index.ts: home imports that surface, and an export added
// there brings its module's imports (the list's tabs, the machines) into home's chunks.
import { GameListLoading } from "./features/games/components/game-list-loading.tsx";
import { PromotionsLoading } from "./features/promotions/components/promotions-loading.tsx";
import MemberHomeScreen from "./features/member/screens/member-home-screen.tsx";
import VoucherCenterScreen from "./features/wallet/screens/voucher-center-screen.tsx";
import { authStore } from "./stores/auth.ts";
import type { SessionInfo } from "./stores/session-record.ts";

/** Whose frame a page shows: a visitor's, or — on the pages with a member picture — a member's (a session is kept). */
export type FrameRole = "visitor" | "member";

/** A screen's loading picture for a visitor, and for a member when the page holds a member's frame too. */
interface LoadingPicture {
  visitor?: () => ReactNode;
  member?: () => ReactNode;
}

/**
 * Issue 33: the screens whose page shows their own loading picture, in their own layout, rather than the
 * frame's rows (route-table screen keys): the app's first picture of the screen is then this same one. The
 * member centre and deposit draw the screen itself before any answer (the balance card at ￥--.--); a page
 * with a `member` picture holds a member's frame beside the visitor's, which the page's script picks when a
 * session is kept. A role without a picture gets the frame's rows (deposit's visitor is sent to log in).
 */
const LOADING_PICTURES: Partial<Record<string, LoadingPicture>> = {
  "games/game-list": { visitor: () => <GameListLoading /> },
  "promotions/activity": {
    visitor: () => (
      <div className="promotions-page">
        <PromotionsLoading />
      </div>
    ),
  },
  "member/member-home": { visitor: () => <MemberHomeScreen />, member: () => <MemberHomeScreen /> },
  "wallet/voucher-center": { member: () => <VoucherCenterScreen /> },
};

/**
 * The session a member's frame is drawn with: no name (the page's script writes the kept one into
 * `[data-session-name]`), a real member's type. It never leaves the build: no call is answered here.
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

/** No call is answered at build time: the frame is what shows before data. */
const unanswered: typeof fetch = () => new Promise<Response>(() => undefined);

async function render(locale: Locales, tree: ReactNode): Promise<string> {
  // No garbage-collection timers (they would hold the build open for minutes), no retries.
  const queryClient = createQueryClient({ retry: 0 });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, gcTime: Infinity } });
  const client = createApiClient(unanswered);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders services={{ client, fetch: unanswered }} queryClient={queryClient} locale={locale} hydrating>
        {tree}
      </AppProviders>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

/** Home's first frame as the app draws it for a visitor in `locale` before any answer (what app/render-app.tsx hydrates). */
export async function renderHome(locale: Locales): Promise<string> {
  const route = routeOfPath(paths.home);
  if (!route) throw new Error("no home route");
  await loadLocale(locale, screenTexts(route.entry.screen));
  preloadScreen(route.entry.screen);
  return render(locale, <App />);
}

/** The notice a page shows in `locale` when the app's code did not load (app/show-start-failure.ts). */
export async function renderStartFailure(locale: Locales): Promise<string> {
  await loadLocale(locale, []);
  return render(locale, <StartFailure />);
}

/**
 * A route's frame in `locale` as `role` sees it: the page frame of its path with its title, and a skeleton
 * body — or, on an account screen, that screen's first picture (its heading and tabs), and on the game list,
 * promotions, the member centre and deposit their loading picture (LOADING_PICTURES) — not hydrated.
 */
export async function renderRouteFrame(locale: Locales, path: string, role: FrameRole = "visitor"): Promise<{ html: string; title: string }> {
  const route = routeOfPath(path);
  if (!route) throw new Error(`no route for ${path}`);
  const account = accountFrameOf(route.entry.screen);
  const loading = LOADING_PICTURES[route.entry.screen];
  await loadLocale(locale, account || loading ? screenTexts(route.entry.screen) : []);
  const LL = i18nObject(locale);
  const title = route.entry.title ? routeTitle(LL, route.entry.title, route.params) : LL.app.name();
  return asRole(role, async () => {
    const body = account ? <AccountFrame screen={account} /> : loading?.[role]?.();
    return { html: await render(locale, <RouteFrame path={path} title={title} body={body} />), title };
  });
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
  /** The page holds a member's frame too (a `member` loading picture): the build renders it for each language. */
  memberFrame: boolean;
}

/**
 * Issue 33: the modules start-up imports (app/start-requests.ts, through the features' first-paint.ts) for a
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
    screenSource: screenFile(route.entry.screen).replace(/^(\.\.\/)+/, "src/"),
    firstPicture: accountFrameOf(route.entry.screen) !== null,
    memberFrame: LOADING_PICTURES[route.entry.screen]?.member !== undefined,
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
