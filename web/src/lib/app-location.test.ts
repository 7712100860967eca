// Back never leaves the app, whatever the browser's
// history.length says; lib/app-location.ts is the one home of window.history.
import { afterEach, describe, expect, it, vi } from "vitest";
import { appNavigate, backInApp, historyState, inAppDepth, replaceAddress } from "./app-location.ts";

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/m/home");
});

describe("backInApp", () => {
  it("takes the fallback on a page opened directly, even with other sites' pages behind it", () => {
    window.history.replaceState(null, "", "/m/forget");
    window.history.pushState(null, "", "/m/forget"); // history.length > 1, none of them ours
    const back = vi.spyOn(window.history, "back");
    const fallback = vi.fn();
    backInApp(fallback);
    expect(fallback).toHaveBeenCalledOnce();
    expect(back).not.toHaveBeenCalled();
  });

  it("steps back once when an entry of ours lies behind", () => {
    window.history.replaceState(null, "", "/m/login");
    appNavigate("/m/forget");
    expect(inAppDepth()).toBe(1);
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    const fallback = vi.fn();
    backInApp(fallback);
    expect(back).toHaveBeenCalledOnce();
    expect(fallback).not.toHaveBeenCalled();
  });
});

describe("replaceAddress", () => {
  it("rewrites the address bar and keeps what the entry carried", () => {
    window.history.replaceState({ loginNotice: { key: "password_set" } }, "", "/m/login?code=abc");
    replaceAddress("/m/login");
    expect(window.location.pathname + window.location.search).toBe("/m/login");
    expect(historyState()).toEqual({ loginNotice: { key: "password_set" } });
  });
});
