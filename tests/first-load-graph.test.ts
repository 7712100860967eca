// What a member's first load may not hold. The production build's
// chunk graph (VITE_MOCK_MODE=0) is read from the bundler itself: the entry
// and every screen, with their static imports, must not carry the encryption
// (node-forge, the SDK's secure entry: fetched only when an encrypting form is
// submitted), the mock-scenario panel, or test code; the entry may not carry
// xstate or workbox-window (the service worker's update flow loads after first
// paint); home's may not carry a date library (dayjs). Sizes are the bench's
// business (`npm run bench`), not this test's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBundleGraph, modulesMatching as modulesIn, screenChunks, SIGN_IN_PROVIDERS as PROVIDERS, staticClosure, type BundleGraph } from "../scripts/bench/bundle-graph.ts";

const CRYPTO = [/node_modules\/node-forge\//, /sdk\/src\/secure\//];
// The mock build's fake sign-in providers are mock code too: a real build ships no chunk of them.
const MOCK_ONLY = [
  /web\/src\/features\/mock-scenarios\//,
  /mocks\/src\//,
  /@platform\/mocks/,
  /account\/challenge\/fake-challenge\.ts$/,
  /account\/social\/fake-sign-in\.ts$/,
  /account\/firebase\/fake-phone-auth\.ts$/,
];
/** Loaded after first paint (features/pwa/deferred-pwa.tsx): the service worker's registration and update machine. */
const AFTER_FIRST_PAINT = [/node_modules\/xstate\//, /node_modules\/workbox-window\//, /machines\/src\/swUpdate\.machine\.ts$/];
/**
 * The account forms' calls made only after the member acts, a chunk fetched on a form's first focus
 * (web/src/features/account/machines/load-later-calls.ts), and the children login has none of.
 */
const LATER_CALLS = [
  /account\/machines\/later-calls\.ts$/,
  /account\/api\/send-sms-code\.ts$/,
  /account\/firebase\/phone-auth\.ts$/,
  /account\/challenge\/challenge-provider\.ts$/,
];
const AUTO_LOGIN = [/machines\/src\/autoLogin\.machine\.ts$/, /machines\/src\/botCheck\.machine\.ts$/, /account\/machines\/auto-login-actors\.ts$/];
/**
 * Issue 48: home's first paint formats one time (the header balance's last-known note, ui/last-known-note.tsx,
 * through lib/date.ts); lib/date.ts writes its few fixed formats itself, and dayjs (2.5 kB gzip with its utc
 * plugin) was that much of home's first-paint JS.
 */
const DATE_LIBRARY = [/node_modules\/dayjs\//];
const RENDER_APP = "web/src/app/render-app.tsx";
const REACT_DOM = [/node_modules\/react-dom\//];
const TEST_ONLY = [/\.test\.tsx?$/, /web\/src\/testing\//, /\/testing\//, /@testing-library\//, /node_modules\/vitest\//];

let out: string;
let graph: BundleGraph;

/** The chunk that holds the app's React half (a group of its own, web/start-chunks.ts). */
function renderHalf() {
  return [...graph.chunks.values()].find((chunk) => RENDER_APP in chunk.modules);
}

/**
 * What every page loads before its screen: the entry (main.tsx, which asks for the first data) and the app's
 * React half it imports at once (app/render-app.tsx), each with its static imports.
 */
function startLoad() {
  const render = renderHalf();
  if (!render) throw new Error(`no chunk of ${RENDER_APP}`);
  return [...new Set([...staticClosure(graph, graph.entry), ...staticClosure(graph, render)])];
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "first-load-graph-"));
  // Its own build: the members' (VITE_MOCK_MODE=0), not the mock-mode build in web/dist that the
  // browser tests serve, whose fake sign-in providers and scenario panel are folded in at build
  // time. The graph is complete before the pages are prerendered: that step is skipped.
  graph = await buildBundleGraph(out, { prerender: false });
}, 180_000);

afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

describe("the production first-load chunk graph", () => {
  it("holds the encryption somewhere (so the checks below can see it)", () => {
    expect(modulesIn([...graph.chunks.values()], CRYPTO).length).toBeGreaterThan(0);
  });

  it("keeps node-forge and the SDK's secure entry out of the entry, the app's React half and their static imports", () => {
    expect(modulesIn(startLoad(), CRYPTO)).toEqual([]);
  });

  it("holds the service worker's registration and update machine somewhere (so the check below can see them)", () => {
    const all = modulesIn([...graph.chunks.values()], AFTER_FIRST_PAINT);
    for (const pattern of AFTER_FIRST_PAINT) expect(all.some((hit) => pattern.test(hit.split(": ")[1] ?? "")), String(pattern)).toBe(true);
  });

  it("keeps xstate, workbox-window and the update machine out of the entry, the app's React half and their static imports: they load after first paint", () => {
    expect(modulesIn(startLoad(), AFTER_FIRST_PAINT)).toEqual([]);
  });

  // The first screen's data and texts are asked for by the entry, in parallel with React's code, not after it.
  it("keeps react-dom out of the entry and its static imports: it comes with the app's React half, which the entry imports after asking for the data", () => {
    expect(modulesIn([...graph.chunks.values()], REACT_DOM).length).toBeGreaterThan(0);
    expect(modulesIn(staticClosure(graph, graph.entry), REACT_DOM)).toEqual([]);
    expect(renderHalf()).toBeDefined();
    expect(graph.entry.dynamicImports).toContain(renderHalf()?.fileName);
    expect(modulesIn(startLoad(), REACT_DOM).length).toBeGreaterThan(0);
  });

  it("keeps the encryption out of every screen's first load: it loads when an encrypting form is submitted", () => {
    const screens = screenChunks(graph);
    expect(screens.map((c) => c.facadeModuleId)).toContain("web/src/features/account/screens/login-screen.tsx");
    for (const screen of screens) {
      expect(modulesIn(staticClosure(graph, screen), CRYPTO), screen.facadeModuleId ?? screen.fileName).toEqual([]);
    }
  });

  it("holds the Firebase phone-auth client somewhere (so the check below can see it)", () => {
    expect(modulesIn([...graph.chunks.values()], [/node_modules\/@firebase\/auth\//]).length).toBeGreaterThan(0);
  });

  it("keeps Firebase, GeeTest and the social redirect out of the entry and every screen's first load", () => {
    expect(modulesIn(startLoad(), PROVIDERS)).toEqual([]);
    for (const screen of screenChunks(graph)) {
      expect(modulesIn(staticClosure(graph, screen), PROVIDERS), screen.facadeModuleId ?? screen.fileName).toEqual([]);
    }
  });

  it("holds the account forms' later calls and the automatic login somewhere (so the checks below can see them)", () => {
    const all = [...graph.chunks.values()];
    for (const pattern of [...LATER_CALLS, ...AUTO_LOGIN]) expect(modulesIn(all, [pattern]).length, String(pattern)).toBeGreaterThan(0);
  });

  it("keeps the account forms' later calls (SMS sending, Firebase's glue, the bot check's challenge) out of every screen's first load", () => {
    for (const screen of screenChunks(graph)) {
      expect(modulesIn(staticClosure(graph, screen), LATER_CALLS), screen.facadeModuleId ?? screen.fileName).toEqual([]);
    }
  });

  it("keeps the automatic login and the bot check, which login has none of, out of login's first load", () => {
    const login = screenChunks(graph).find((c) => c.facadeModuleId === "web/src/features/account/screens/login-screen.tsx");
    expect(login).toBeDefined();
    expect(modulesIn(staticClosure(graph, login!), AUTO_LOGIN)).toEqual([]);
  });

  it("keeps the registration form (its machine, react-hook-form, xstate) out of register's first load: its picture is the spinner", () => {
    const register = screenChunks(graph).find((c) => c.facadeModuleId === "web/src/features/account/screens/register-screen.tsx");
    expect(register).toBeDefined();
    const form = [/node_modules\/react-hook-form\//, /node_modules\/xstate\//, /machines\/src\/registration\.machine\.ts$/, /account\/components\/registration-form\.tsx$/];
    for (const pattern of form) expect(modulesIn([...graph.chunks.values()], [pattern]).length, String(pattern)).toBeGreaterThan(0);
    expect(modulesIn(staticClosure(graph, register!), form)).toEqual([]);
  });

  it("keeps a date library (dayjs) out of home's first load: lib/date.ts, which the header's balance note uses, writes its formats itself", () => {
    const home = screenChunks(graph).find((c) => c.facadeModuleId === "web/src/features/home/screens/home-screen.tsx");
    expect(home).toBeDefined();
    const homeLoad = [...new Set([...startLoad(), ...staticClosure(graph, home!)])];
    expect(modulesIn(homeLoad, [/web\/src\/lib\/date\.ts$/]).length).toBeGreaterThan(0);
    expect(modulesIn(homeLoad, DATE_LIBRARY)).toEqual([]);
  });

  it("ships no mock-scenario panel, mock code or test code at all", () => {
    const all = [...graph.chunks.values()];
    expect(modulesIn(all, MOCK_ONLY)).toEqual([]);
    expect(modulesIn(all, TEST_ONLY)).toEqual([]);
  });
});
