import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../../testing/url-gate.payloads.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { dismissToast, toastStore } from "../../../ui/toast/toast-store.ts";
import type { Banner } from "./banner-destination.ts";
import { BannerSlide } from "./banner-slide.tsx";
import { REFUSED_LINK_MESSAGE as REFUSED } from "../../../testing/fake-tab.ts";

const banner = (action: Banner["clickPayload"]["action"], target: string, url = "/mock-assets/banners/vip-club.svg"): Banner => ({
  id: 1,
  title: "VIP club",
  url,
  clickPayload: { action, target },
});

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("banner (spec §2; its link and image pass the URL gate)", () => {
  it(`links none of ${UNSAFE_URLS.length} hostile addresses (LINK or ROUTE); a tap says why and goes nowhere`, () => {
    for (const action of ["LINK", "ROUTE"] as const) {
      for (const url of UNSAFE_URLS.filter((u) => u.trim() !== "")) {
        const { unmount } = renderWithProviders(<BannerSlide banner={banner(action, url)} first />);
        expect(document.querySelector("a[href]"), url).toBeNull();
        fireEvent.click(screen.getByRole("button", { name: "VIP club" }));
        expect(toastStore.current?.text, url).toBe(REFUSED);
        dismissToast();
        unmount();
      }
    }
    expect(window.location.pathname).toBe("/m/home");
  });

  it("opens an https link in a new tab and an app route in the app", () => {
    renderWithProviders(<BannerSlide banner={banner("LINK", "https://t.me/platform_official")} first />);
    expect(screen.getByRole("link", { name: "VIP club" })).toHaveAttribute("href", "https://t.me/platform_official");
  });

  it("loads its image from none of the hostile addresses", () => {
    for (const url of UNSAFE_URLS) {
      const { unmount } = renderWithProviders(<BannerSlide banner={banner("NONE", "", url)} first />);
      const src = screen.getByRole("img", { name: "VIP club" }).getAttribute("src");
      if (src !== null) expect(new URL(src, window.location.origin).origin, url).toBe(window.location.origin);
      unmount();
    }
  });
});
