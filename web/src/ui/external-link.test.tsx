import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAFE_LINKS, UNSAFE_URLS } from "../testing/url-gate.payloads.ts";
import { renderWithProviders } from "../testing/test-utils.tsx";
import { ExternalLink } from "./external-link.tsx";
import { dismissToast, toastStore } from "./toast/toast-store.ts";
import { REFUSED_LINK_MESSAGE as REFUSED } from "../testing/fake-tab.ts";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("ExternalLink (download links, banners, the profile and Philippines links)", () => {
  it(`renders none of ${UNSAFE_URLS.length} hostile addresses as a link; a tap says why and goes nowhere`, () => {
    for (const url of UNSAFE_URLS) {
      const { unmount } = renderWithProviders(<ExternalLink href={url}>Download</ExternalLink>);
      expect(screen.queryByRole("link"), url).toBeNull();
      expect(document.querySelector("a[href]"), url).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Download" }));
      expect(toastStore.current, url).toMatchObject({ kind: "error", text: REFUSED });
      dismissToast();
      unmount();
    }
    // renderWithProviders starts every render on /m/home; a navigation would have left it.
    expect(window.location.href).toBe(`${window.location.origin}/m/home`);
  });

  it("links an allowed address in a new tab that cannot reach back, or in this tab for downloads", () => {
    renderWithProviders(<ExternalLink href={SAFE_LINKS[0]}>Chat</ExternalLink>);
    const link = screen.getByRole("link", { name: "Chat" });
    expect(link).toHaveAttribute("href", SAFE_LINKS[0]);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    renderWithProviders(
      <ExternalLink href="https://dl.platform.test/app/platform-2.8.1.apk" sameTab>
        Android
      </ExternalLink>,
    );
    expect(screen.getByRole("link", { name: "Android" })).not.toHaveAttribute("target");
  });

  it("tells the member in Chinese and Malay too", () => {
    for (const [locale, text] of [
      ["cn", "无法打开此链接：它不是安全的网址。"],
      ["ms", "Pautan ini tidak dapat dibuka: ia bukan alamat web yang selamat."],
    ] as const) {
      const { unmount } = renderWithProviders(<ExternalLink href="javascript:alert(1)">Go</ExternalLink>, { locale });
      fireEvent.click(screen.getByRole("button", { name: "Go" }));
      expect(toastStore.current?.text).toBe(text);
      dismissToast();
      unmount();
    }
  });
});
