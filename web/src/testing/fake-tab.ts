// Test helper for the URL gate's sinks: a stand-in for the tab window.open
// returns (jsdom opens none), recording every address it is sent to.
import { afterEach, beforeEach, vi } from "vitest";

/** What the member is told when the gate refuses an address (errors.unsafeLink, in English). */
export const REFUSED_LINK_MESSAGE = "This link cannot be opened: it is not a safe web address.";

export interface FakeTab {
  closed: boolean;
  opener: unknown;
  close: () => void;
  location: { href: string };
}

/** Makes window.open return a fresh fake tab; `visited` lists every address a tab was pointed at. */
export function fakeTabs(): { tab: () => FakeTab; visited: string[] } {
  const visited: string[] = [];
  let current: FakeTab | undefined;
  vi.spyOn(window, "open").mockImplementation(() => {
    const tab: FakeTab = {
      closed: false,
      opener: window,
      close: vi.fn(() => {
        tab.closed = true;
      }),
      location: {
        set href(value: string) {
          visited.push(value);
        },
        get href() {
          return visited.at(-1) ?? "about:blank";
        },
      },
    };
    current = tab;
    return tab as unknown as Window;
  });
  return {
    tab: () => {
      if (!current) throw new Error("no tab was opened");
      return current;
    },
    visited,
  };
}

/**
 * fakeTabs() afresh before each test of the file, with the gate's console
 * warning quieted, and everything restored after; `tab()` and `visited` are
 * the current test's.
 */
export function fakeTabsEachTest(): { tab: () => FakeTab; readonly visited: string[] } {
  let tabs: ReturnType<typeof fakeTabs> | undefined;
  beforeEach(() => {
    tabs = fakeTabs();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  const current = () => {
    if (!tabs) throw new Error("fakeTabsEachTest: read inside a test");
    return tabs;
  };
  return {
    tab: () => current().tab(),
    get visited() {
      return current().visited;
    },
  };
}
