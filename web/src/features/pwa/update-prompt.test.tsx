import { act, fireEvent, screen } from "@testing-library/react";
import { SW_ACTIVATE_DELAY_MS, SW_UPDATE_CHECK_MS } from "@platform/machines";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/test-utils.tsx";
import { createSwUpdate } from "./service-worker.ts";
import { ABOVE_FOOTER_RESERVED } from "../../ui/above-footer.ts";
import { UpdatePrompt } from "./update-prompt.tsx";

/** workbox-window's Workbox as the flow uses it: events the test fires, calls it records. */
function fakeWorkbox() {
  const listeners = new Map<string, () => void>();
  return {
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
    addEventListener: vi.fn((type: string, listener: () => void) => void listeners.set(type, listener)),
    fire: (type: "waiting" | "controlling") => act(() => listeners.get(type)?.()),
  };
}

function setup() {
  const workbox = fakeWorkbox();
  const reload = vi.fn();
  const actor = createSwUpdate(workbox as never, reload).start();
  const rendered = renderWithProviders(<UpdatePrompt actor={actor} />);
  return { workbox, reload, actor, ...rendered };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the update prompt (spec §9)", () => {
  it("asks the server for a new worker once in every 60 s window", () => {
    const { workbox } = setup();
    act(() => void vi.advanceTimersByTime(SW_UPDATE_CHECK_MS - 10));
    expect(workbox.update).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(10));
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });

  it("shows nothing until a new worker waits, then asks the member", () => {
    const { workbox } = setup();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    workbox.fire("waiting");
    expect(screen.getByRole("alertdialog", { name: "A new version of the app is ready." })).toBeVisible();
  });

  it("reserves its place above the footer while it asks, so home's install guide sits above it, and gives it back", () => {
    const { workbox } = setup();
    const reserved = () => document.documentElement.style.getPropertyValue(ABOVE_FOOTER_RESERVED);
    expect(reserved()).toBe("");
    workbox.fire("waiting");
    expect(reserved()).toMatch(/^calc\(\d+(\.\d+)?px \+ var\(--above-footer-gap\)\)$/);
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(reserved()).toBe("");
  });

  it("activates the waiting worker 200 ms after the member accepts, and reloads once it controls", () => {
    const { workbox, reload } = setup();
    workbox.fire("waiting");
    fireEvent.click(screen.getByRole("button", { name: "Update now" }));
    expect(screen.getByRole("button", { name: "Updating…" })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(SW_ACTIVATE_DELAY_MS - 20));
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(20));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire("controlling");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("puts the update off with Later and applies it at the next navigation", () => {
    const { workbox } = setup();
    workbox.fire("waiting");
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    act(() => window.history.pushState(null, "", "/m/gameList?gameType=RNG"));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it("leaves the page usable (not modal), and Escape inside it is Later", () => {
    const { workbox } = setup();
    workbox.fire("waiting");
    const prompt = screen.getByRole("alertdialog", { name: "A new version of the app is ready." });
    expect(prompt).not.toHaveAttribute("aria-modal");
    expect(document.documentElement.style.overflow).toBe("");
    fireEvent.keyDown(screen.getByRole("button", { name: "Update now" }), { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
