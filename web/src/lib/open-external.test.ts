import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeTabs } from "../testing/fake-tab.ts";
import { leaveApp, openExternal, openPendingTab } from "./open-external.ts";
import { SAFE_LINKS, UNSAFE_URLS } from "../testing/url-gate.payloads.ts";
import { onUrlRefused, type UrlRefusalReport } from "./url-gate.ts";

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

describe("openExternal and leaveApp (the only way out of the app)", () => {
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
    const tabs = fakeTabs();
    expect(openExternal(" https://chat.platform.test/live ")).toBe(true);
    expect(window.open).toHaveBeenCalledWith("https://chat.platform.test/live", "_blank");
    expect(tabs.tab().opener).toBeNull();
    expect(reports).toEqual([]);
  });
});

describe("openPendingTab (customer service and game launch)", () => {
  it.each(UNSAFE_URLS.map((url) => [JSON.stringify(url), url]))("closes the early tab for %s and never points it there", (_, url) => {
    const tabs = fakeTabs();
    const pending = openPendingTab();
    expect(pending.show(url)).toBe(false);
    expect(tabs.visited).toEqual([]);
    expect(tabs.tab().closed).toBe(true);
    expect(reports).toHaveLength(1);
  });

  it.each(SAFE_LINKS.map((url) => [url]))("points the early tab at %s", (url) => {
    const tabs = fakeTabs();
    expect(openPendingTab().show(url)).toBe(true);
    expect(tabs.visited).toHaveLength(1);
    expect(tabs.visited[0]?.startsWith("https://") || tabs.visited[0]?.startsWith("/m/")).toBe(true);
    expect(tabs.tab().opener).toBeNull();
  });
});
