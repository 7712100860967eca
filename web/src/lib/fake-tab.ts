// Test helper for the URL gate's sinks: a stand-in for the tab window.open
// returns (jsdom opens none), recording every address it is sent to.
import { vi } from "vitest";

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
