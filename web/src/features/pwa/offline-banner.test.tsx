import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/test-utils.tsx";
import { OfflineBanner } from "./offline-banner.tsx";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? "offline" : "online")));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the offline banner", () => {
  it("says the app is offline while it is, and goes when the network is back", () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByRole("status")).toBeNull();
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent("You are offline:");
    goOffline(false);
    expect(screen.queryByRole("status")).toBeNull();
  });

  // It lay over the game list's tabs and deposit's balance, and promised that actions would wait.
  it("keeps its own place at the top while it shows, and says only what is so", () => {
    const rect = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ height: 27 } as DOMRect);
    renderWithProviders(<OfflineBanner />);
    goOffline(true);
    expect(document.documentElement.style.getPropertyValue("--offline-height")).toBe("27px");
    expect(screen.getByRole("status")).toHaveTextContent("You are offline: showing what this phone saved. Reconnect to play, deposit or change anything.");
    expect(screen.getByRole("status")).not.toHaveTextContent(/wait/);
    rect.mockRestore();
    goOffline(false);
    expect(document.documentElement.style.getPropertyValue("--offline-height")).toBe("");
  });
});
