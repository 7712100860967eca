import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../../testing/url-gate.payloads.ts";
import { ok } from "../../../testing/fixtures.ts";
import { json } from "../../../testing/fake-api.ts";
import { drawHtmlFirstRow } from "../../../testing/html-first-row.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { RegistrationBanner } from "./registration-banner.tsx";

const hostile = UNSAFE_URLS.filter((url) => url.trim() !== "");

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("registration banner (its image passes the URL gate)", () => {
  it(`loads from none of ${hostile.length} hostile addresses`, async () => {
    for (const url of hostile) {
      const banner = { id: 1, title: "Sign-up bonus", url, clickPayload: { action: "NONE" } };
      const { unmount } = renderWithProviders(<RegistrationBanner />, {
        api: { "GET /wps/relay/CCSFE_getListAnnouncements": ok({ promotion: [], banners: [banner], player: [], popup: [], hot: [] }) },
      });
      const src = (await screen.findByRole("img", { name: "Sign-up bonus" })).getAttribute("src");
      // Nothing, or a path of this origin's own.
      if (src !== null) expect(src.startsWith("/") && !/^[/\\]{2}/.test(src), url).toBe(true);
      unmount();
    }
  });
});

// The page's starter drew the banner from the HTML (web/first-row-starter.ts "banner"), out of #root: it stands while
// the banners are on their way, and goes in the commit that draws the app's banner, or nothing, or when the screen goes.
describe("registration banner and the page's picture of it", () => {
  const answer = (banners: unknown[]) => ok({ promotion: [], banners, player: [], popup: [], hot: [] });

  it("keeps the page's picture while the banners load and removes it with the app's banner", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const picture = drawHtmlFirstRow();
    const { container } = renderWithProviders(<RegistrationBanner />, {
      api: { "GET /wps/relay/CCSFE_getListAnnouncements": () => held.then(() => json(answer([{ id: 1, title: "Welcome bonus", url: "/mock-assets/banners/welcome-bonus.svg", sequence: 1 }]))) },
    });
    expect(container.querySelector(".account__banner--pending")).not.toBeNull();
    expect(picture.isConnected).toBe(true);
    release();
    expect(await screen.findByRole("img", { name: "Welcome bonus" })).toBeInTheDocument();
    expect(picture.isConnected).toBe(false);
  });

  it("removes it when there is no banner, when the banners fail, and when the screen goes", async () => {
    const none = drawHtmlFirstRow();
    const first = renderWithProviders(<RegistrationBanner />, { api: { "GET /wps/relay/CCSFE_getListAnnouncements": answer([]) } });
    await vi.waitFor(() => expect(none.isConnected).toBe(false));
    expect(first.container.querySelector(".account__banner")).toBeNull();
    first.unmount();

    const failed = drawHtmlFirstRow();
    const second = renderWithProviders(<RegistrationBanner />, { api: { "GET /wps/relay/CCSFE_getListAnnouncements": () => json({ success: false, errorCode: "system.busy" }, { status: 500 }) } });
    await vi.waitFor(() => expect(failed.isConnected).toBe(false));
    second.unmount();

    const left = drawHtmlFirstRow();
    const third = renderWithProviders(<RegistrationBanner />, { api: { "GET /wps/relay/CCSFE_getListAnnouncements": () => new Promise<Response>(() => undefined) } });
    expect(left.isConnected).toBe(true);
    third.unmount();
    expect(left.isConnected).toBe(false);
  });
});
