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
    expect(screen.getByRole("status")).toHaveTextContent("You are offline.");
    goOffline(false);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
