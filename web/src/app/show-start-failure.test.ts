import { afterEach, describe, expect, it, vi } from "vitest";
import { HTML_FIRST_ROW_ATTRIBUTE } from "../lib/html-first-row.ts";
import { showStartFailure, START_FAILED_ATTRIBUTE, START_RETRY_ATTRIBUTE } from "./show-start-failure.ts";

function notice(locale: string, text: string): string {
  return `<template ${START_FAILED_ATTRIBUTE}="${locale}"><div class="start-failure"><div role="alert"><p>${text}</p><button type="button" ${START_RETRY_ATTRIBUTE}="">Retry</button></div></div></template>`;
}

describe("the notice when the app's code did not load", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
    document.documentElement.lang = "en";
  });

  it("shows the page's notice in its language over the frame, focused on Try again, which reloads the page once", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = `<div id="root"><main>frame</main></div>${notice("en", "The app could not load.")}${notice("cn", "应用未能加载")}`;
    document.documentElement.lang = "cn";
    const reload = vi.fn();
    expect(showStartFailure(new Error("Failed to fetch dynamically imported module"), document, reload)).toBe(true);
    const alert = document.querySelector('body > .start-failure [role="alert"]');
    expect(alert?.textContent).toContain("应用未能加载");
    expect(document.querySelector("#root main")?.textContent).toBe("frame");
    expect(document.getElementById("root")?.hasAttribute("inert")).toBe(true);
    const retry = alert?.querySelector("button");
    expect(document.activeElement).toBe(retry);
    retry?.click();
    retry?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith("the app could not start", expect.any(Error));
  });

  // The game list's page drew its first rows over the frame (lib/html-first-row.ts): they would cover the notice.
  it("removes the page's picture of the list's first rows", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = `<div id="root"><main>frame</main></div><div ${HTML_FIRST_ROW_ATTRIBUTE}="" aria-hidden="true">tiles</div>${notice("en", "The app could not load.")}`;
    expect(showStartFailure(new Error("x"), document, vi.fn())).toBe(true);
    expect(document.querySelector(`[${HTML_FIRST_ROW_ATTRIBUTE}]`)).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain("The app could not load.");
  });

  it("falls back to the first notice there is for a language without one", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = notice("en", "The app could not load.");
    document.documentElement.lang = "ms";
    expect(showStartFailure(new Error("x"), document, vi.fn())).toBe(true);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain("The app could not load.");
  });

  it("reports the error and shows nothing where the page has no notice (a build without prerendering)", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(showStartFailure(new Error("x"), document, vi.fn())).toBe(false);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});
