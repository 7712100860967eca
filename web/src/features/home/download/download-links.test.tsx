import { fireEvent, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../../testing/url-gate.payloads.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { dismissToast, toastStore } from "../../../ui/toast/toast-store.ts";
import DownloadDialog from "./download-dialog.tsx";
import InstallGuideFooter from "./install-guide-footer.tsx";
import { REFUSED_LINK_MESSAGE as REFUSED } from "../../../testing/fake-tab.ts";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IOS_17 = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const hostile = UNSAFE_URLS.filter((url) => url.trim() !== "");

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Renders, taps the entry named `name` and expects the refusal, for every hostile address as the link's URL. */
async function expectEveryAddressRefused(ui: () => ReactElement, resourceType: string, name: string) {
  for (const url of hostile) {
    const { unmount } = renderWithProviders(ui(), { api: { "GET /wps/relay/WPSCORE_getDownloadSetting": ok([{ resourceType, url }]) } });
    const entry = await screen.findByRole("button", { name });
    // No link to the hostile address (the in-app link to the install tutorials stays).
    expect(document.querySelector('a[href]:not([href="/m/install"])'), url).toBeNull();
    fireEvent.click(entry);
    expect(toastStore.current?.text, url).toBe(REFUSED);
    dismissToast();
    unmount();
  }
  expect(window.location.pathname).toBe("/m/home");
}

describe("download links (spec §4; each passes the URL gate)", () => {
  it(`the download dialog's Android entry refuses ${hostile.length} hostile addresses with a message`, async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ANDROID);
    await expectEveryAddressRefused(() => <DownloadDialog onClose={() => undefined} />, "Android", "Android app");
  });

  it(`the iOS guide's profile button refuses ${hostile.length} hostile addresses with a message`, async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IOS_17);
    await expectEveryAddressRefused(() => <InstallGuideFooter />, "MOBILECONFIG", "Install profile");
  });

  it("links an https download in this tab when it is an .apk", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ANDROID);
    renderWithProviders(<DownloadDialog onClose={() => undefined} />, {
      api: { "GET /wps/relay/WPSCORE_getDownloadSetting": ok([{ resourceType: "Android", url: "https://dl.platform.test/app/platform-2.8.1.apk" }]) },
    });
    const link = await screen.findByRole("link", { name: "Android app" });
    expect(link).toHaveAttribute("href", "https://dl.platform.test/app/platform-2.8.1.apk");
    expect(link).not.toHaveAttribute("target");
  });
});
