import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveApp } from "../../../lib/open-external.ts";
import { PROFILE_REDIRECT_MS, TOAST_LONG } from "../../../ui/toast/toast-durations.ts";
import { toastStore } from "../../../ui/toast/toast-store.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import InstallGuideFooter from "./install-guide-footer.tsx";

const IOS_12 = "Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1";
const IOS_17 = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
vi.mock("../../../lib/open-external.ts", async (original) => ({ ...(await original<object>()), leaveApp: vi.fn() }));

const links = ok([{ resourceType: "MOBILECONFIG", url: "https://dl.platform.test/app/platform.mobileconfig" }]);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(leaveApp).mockClear();
});

describe("add-to-home-screen guide footer (spec §2 'Home')", () => {
  it("gives iOS 12.1 the add-to-home-screen tips, and hides them for the session", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IOS_12);
    const { user } = renderWithProviders(<InstallGuideFooter />, { api: { "GET /wps/relay/WPSCORE_getDownloadSetting": links } });
    const guide = screen.getByRole("complementary", { name: "Install the app" });
    expect(guide).toHaveTextContent('Tap Share, then "Add to Home Screen"');
    await user.click(screen.getByRole("button", { name: "Hide" }));
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem("HOME_INSTALL_GUIDE_HIDDEN")).toBe("1");
  });

  it("gives newer iOS the profile download when a MOBILECONFIG link exists", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IOS_17);
    renderWithProviders(<InstallGuideFooter />, { api: { "GET /wps/relay/WPSCORE_getDownloadSetting": links } });
    const profile = await screen.findByRole("link", { name: "Install profile" });
    expect(profile).toHaveAttribute("href", "https://dl.platform.test/app/platform.mobileconfig");
  });

  it("shows nothing on newer iOS without a profile link", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IOS_17);
    const { api } = renderWithProviders(<InstallGuideFooter />, { api: { "GET /wps/relay/WPSCORE_getDownloadSetting": ok([]) } });
    await vi.waitFor(() => expect(api.calls("GET /wps/relay/WPSCORE_getDownloadSetting")).toHaveLength(1));
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("back from the profile download: a 'go to settings' toast, then the settings address after 4 s", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IOS_17);
    renderWithProviders(<InstallGuideFooter />, { api: { "GET /wps/relay/WPSCORE_getDownloadSetting": links } });
    const profile = await screen.findByRole("link", { name: "Install profile" });
    expect(PROFILE_REDIRECT_MS).toBe(4_000); // spec §9 "profile redirect 4 s"
    vi.useFakeTimers();
    fireEvent.click(profile);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(toastStore.current).toMatchObject({ kind: "info", durationMs: TOAST_LONG });
    expect(toastStore.current?.text).toMatch(/settings/i);
    act(() => {
      vi.advanceTimersByTime(PROFILE_REDIRECT_MS - 1);
    });
    expect(leaveApp).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(leaveApp).toHaveBeenCalledWith("/m/embedded.mobileprovision");
  });
});
