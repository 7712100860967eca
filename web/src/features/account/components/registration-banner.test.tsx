import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../../testing/url-gate.payloads.ts";
import { ok } from "../../../testing/fixtures.ts";
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
