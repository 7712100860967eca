// Shared steps of the browser tests: seed a session like the app stores it,
// and read what the app keeps. Screenshots: helpers/screenshot.ts.
import { expect, type Page } from "@playwright/test";

/** The shape the app keeps in sessionStorage.MC_SESSION_INFO (spec §3). */
export interface SeededSession {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export const memberSession: SeededSession = {
  token: "e2e_member_token_0123456789abcdef",
  merchantCode: "mc_demo",
  userName: "player_one",
  type: 0,
  firstTimeLogin: false,
};

/**
 * The app's once-per-login mark of a session (web/src/shared/session/session-marker.ts: FNV-1a of the
 * user name and span id), which its flags hold instead of the token.
 */
export function sessionMarker(session: { userName: string; spanId?: string }): string {
  let hash = 0x811c9dc5;
  for (const char of `${session.userName}\u0000${session.spanId ?? ""}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/**
 * Opens `path` with the session already stored for this tab, like a member who logged in before: the
 * session is written before the page's first script runs, for this one navigation only (one page load,
 * not a visit first to store it).
 */
export async function openAsMember(page: Page, path: string, session: SeededSession = memberSession): Promise<void> {
  const seed = await page.addInitScript(
    ({ value, marker }) => {
      if (!window.location.protocol.startsWith("http")) return;
      window.sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify(value));
      // Having logged in before, the member has seen home's login pop-ups (features/home/screens/home-screen.tsx).
      window.sessionStorage.setItem("HOME_LOGIN_POPUPS", marker);
    },
    { value: session, marker: sessionMarker(session) },
  );
  try {
    await page.goto(path);
  } finally {
    // Later loads (a reload, a logout's) find what the app left, as in a real tab.
    await seed.dispose();
  }
}

/** An agent (type 1: an agent in both readings of spec §6) for the agent side's tests. */
export const agentSession: SeededSession = {
  token: "e2e_agent_token_0123456789abcdef",
  merchantCode: "mc_demo",
  userName: "agent_lee",
  type: 1,
  firstTimeLogin: false,
};

/**
 * Opens `path` as a logged-in agent. `scenarios` are `?mock=` choices
 * (operationId:example) kept for the browser session, e.g. the agent
 * announcements: `{ getAnnouncements: "agent" }`.
 */
export async function openAsAgent(page: Page, path: string, scenarios: Record<string, string> = {}): Promise<void> {
  const mock = Object.entries(scenarios)
    .map(([operationId, example]) => `${operationId}:${example}`)
    .join(",");
  if (!mock) return openAsMember(page, path, agentSession);
  await openAsMember(page, `/m/trail?mock=${mock}`, agentSession);
  // The app keeps the choices once it has read them, then drops `?mock=` from the address.
  await page.waitForURL((url) => !url.search.includes("mock="));
  await page.goto(path);
}

export async function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => window.sessionStorage.getItem("MC_SESSION_INFO"));
}

export async function setTheme(page: Page, theme: "dark" | "light"): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
}

/**
 * For `test.afterEach`: drops the page's routes. A handler that edits a live answer (route.fetch) may
 * still be running when the test ends (a refetch after the last step); its "Response has been disposed"
 * must not fail a test that has passed.
 */
export async function dropRoutes({ page }: { page: Page }): Promise<void> {
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

/**
 * Waits until the screen is drawn with its data: the app's ready mark on <html> (its first screen has
 * committed, lib/app-shell.ts) and nothing on the page in a loading state (a skeleton or a labelled
 * spinner, "Loading…", or anything aria-busy). English pages: the spinner is found by its English name.
 */
export async function screenLoaded(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  await expect(page.locator('[aria-busy="true"], [role="status"][aria-label="Loading…"]')).toHaveCount(0);
}

/** Holds the page's entry script until the returned function is called: the page as painted before the app runs. */
export async function holdEntry(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const entry = /<script data-entry="([^"]+)"/.exec(html)?.[1];
  expect(entry, "the page's loader names its entry").toBeTruthy();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
