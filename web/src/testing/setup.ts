import "@testing-library/jest-dom/vitest";
// jsdom has no IndexedDB; the remembered login keeps its sealing key there (lib/sealed-text.ts).
import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, expect, vi } from "vitest";
import { loadAllLocales } from "../i18n/generated/i18n-util.sync.ts";
import { forgetAnswerMarks } from "../lib/last-known.ts";
import { reloadAuthFromStorage } from "../stores/auth.ts";
import { commonStore } from "../stores/common.ts";
import { closeDialog } from "../ui/dialog/dialog-store.ts";
import { dismissToast } from "../ui/toast/toast-store.ts";
import { unhandledRequests } from "./fake-api.ts";
import { screensSettled } from "../app/routes/screens.ts";

loadAllLocales();

// Waits end on what the user would see, not on a clock: on a loaded 2-core CI
// machine a real 1 s throttle plus rendering can outlast Testing Library's
// default 1 s, so give findBy/waitFor room (a passing wait returns at once).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; the app asks it whether it runs as an installed app.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; the frame scrolls to the top on each new route.
window.scrollTo = () => undefined;

// The web project runs its files one after another in the same jsdom and module graph
// (isolate: false in vitest.config.ts). This file runs again before each of them: each
// starts as a fresh page would, at the app's first address with no history state, with an empty
// document (no attributes on <html>: the app marks itself ready there) and no performance marks.
window.history.replaceState(null, "", "/");
document.head.replaceChildren();
document.body.replaceChildren();
for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
performance.clearMarks();
performance.clearMeasures();

beforeEach(() => {
  unhandledRequests.length = 0;
});

// What a file may leave behind for the next: fake timers, globals and env values it stubbed, the
// page title and cookies.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A test that ends on a navigation (Cancel goes home, the footer's Home) leaves that screen's code
  // loading, and so does a press or a screen's marked links (app/routes/press-start.ts preloads theirs).
  // On a cold run (a fresh clone: nothing compiled yet) one could still be loading when the environment
  // was torn down, and Vitest failed the run ("Cannot load … after the environment was torn down"): from
  // member-home-screen.test.tsx going home, and from the dividend contract's screen preloaded, after which
  // every test of the next file that draws a table timed out. The file ends once every screen load it
  // started is in.
  await screensSettled();
  document.title = "";
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterEach(() => {
  cleanup();
  closeDialog(false);
  dismissToast();
  window.localStorage.clear();
  window.sessionStorage.clear();
  reloadAuthFromStorage();
  forgetAnswerMarks();
  Object.assign(commonStore, { hideBalance: false, systemStatus: 0, theme: "dark" });
  document.documentElement.lang = "en";
  const unhandled = [...unhandledRequests];
  unhandledRequests.length = 0;
  expect(unhandled, "requests no handler answered").toEqual([]);
});
