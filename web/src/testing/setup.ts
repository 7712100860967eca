import "@testing-library/jest-dom/vitest";
// jsdom has no IndexedDB; the remembered login keeps its sealing key there (lib/sealed-text.ts).
import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, expect } from "vitest";
import { loadAllLocales } from "../i18n/i18n-util.sync.ts";
import { forgetAnswerMarks } from "../lib/last-known.ts";
import { reloadAuthFromStorage } from "../stores/auth.ts";
import { commonStore } from "../stores/common.ts";
import { closeDialog } from "../ui/dialog/dialog-store.ts";
import { dismissToast } from "../ui/toast/toast-store.ts";
import { unhandledRequests } from "./fake-api.ts";

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

beforeEach(() => {
  unhandledRequests.length = 0;
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
