import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leaveApp, openExternal, openPendingTab } from "./open-external.ts";
import { SAFE_LINKS, UNSAFE_URLS } from "./url-gate.payloads.ts";
import { onUrlRefused, type UrlRefusalReport } from "./url-gate.ts";

/** A stand-in for the tab window.open returns; records every address it is sent to. */
function fakeTab() {
  const visited: string[] = [];
  const tab = {
    closed: false,
    opener: {} as unknown,
    close: vi.fn(() => {
      tab.closed = true;
    }),
    location: {
      set href(value: string) {
        visited.push(value);
      },
    },
  };
  return { tab, visited };
}

let reports: UrlRefusalReport[];
let stop: () => void;
const start = window.location.href;

beforeEach(() => {
  reports = [];
  stop = onUrlRefused((report) => reports.push(report));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe("openExternal and leaveApp (issue 21: the only way out of the app)", () => {
  it.each(UNSAFE_URLS.map((url) => [JSON.stringify(url), url]))("refuses %s: no tab, no navigation, one report", (_, url) => {
    const open = vi.spyOn(window, "open");
    expect(openExternal(url)).toBe(false);
    expect(leaveApp(url)).toBe(false);
    expect(openExternal(url, { sameTab: true })).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(window.location.href).toBe(start);
    expect(reports).toHaveLength(3);
    expect(reports.every((report) => !report.silent)).toBe(true);
  });

  it("opens an allowed address in a new tab that cannot reach back", () => {
    const { tab } = fakeTab();
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    expect(openExternal(" https://chat.platform.test/live ")).toBe(true);
    expect(open).toHaveBeenCalledWith("https://chat.platform.test/live", "_blank");
    expect(tab.opener).toBeNull();
    expect(reports).toEqual([]);
  });
});

describe("openPendingTab (issue 21: customer service and game launch)", () => {
  it.each(UNSAFE_URLS.map((url) => [JSON.stringify(url), url]))("closes the early tab for %s and never points it there", (_, url) => {
    const { tab, visited } = fakeTab();
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const pending = openPendingTab();
    expect(pending.show(url)).toBe(false);
    expect(visited).toEqual([]);
    expect(tab.close).toHaveBeenCalled();
    expect(reports).toHaveLength(1);
  });

  it.each(SAFE_LINKS.map((url) => [url]))("points the early tab at %s", (url) => {
    const { tab, visited } = fakeTab();
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    expect(openPendingTab().show(url)).toBe(true);
    expect(visited).toHaveLength(1);
    expect(visited[0]?.startsWith("https://") || visited[0]?.startsWith("/m/")).toBe(true);
    expect(tab.opener).toBeNull();
  });
});
