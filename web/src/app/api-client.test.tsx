import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { merchantCode } from "../config.ts";
import { memberInfo, memberSession } from "../testing/fixtures.ts";
import { renderAppWith } from "../testing/test-utils.tsx";
import { localKeys } from "../lib/storage.ts";
import { homeScreenHandlers } from "../features/home/testing/home-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

describe("the app's SDK client (reference §1.1 headers)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends Merchant and Language EN, and no Authorization, for a visitor", async () => {
    const { api } = renderApp({ route: "/m/trail" });
    await screen.findByRole("heading", { level: 1, name: "Free trial" });
    const [status] = api.calls("GET /wps/v2/system/status");
    expect(status?.headers.get("Merchant")).toBe(merchantCode);
    expect(status?.headers.get("Language")).toBe("EN");
    expect(status?.headers.get("Authorization")).toBeNull();
    expect(new URL(status?.url ?? "").searchParams.get("device")).toBe("MOBILE");
    // A browser tab is no installed app: no Device header.
    expect(status?.headers.get("Device")).toBeNull();
  });

  it("sends Device: PWA from an installed app (display-mode standalone)", async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
      query === "(display-mode: standalone)" ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList) : matchMedia(query),
    );
    const { api } = renderApp({ route: "/m/trail" });
    await screen.findByRole("heading", { level: 1, name: "Free trial" });
    expect(api.calls("GET /wps/v2/system/status")[0]?.headers.get("Device")).toBe("PWA");
  });

  it("sends the raw session token (no Bearer) and the stored language, and never the token in the URL", async () => {
    window.localStorage.setItem(localKeys.language, "MS");
    const session = memberSession();
    const { api } = renderApp({ route: "/m/home", session, locale: "ms", api: { "GET /wps/member/info": memberInfo() } });
    await waitFor(() => expect(api.calls("GET /wps/member/info")).toHaveLength(1));
    const [info] = api.calls("GET /wps/member/info");
    expect(info?.headers.get("Authorization")).toBe(session.token);
    expect(info?.headers.get("Language")).toBe("MS");
    for (const request of api.requests) expect(request.url).not.toContain(session.token);
  });

  it("falls back to EN for an unknown stored language", async () => {
    window.localStorage.setItem(localKeys.language, "XX");
    const { api } = renderApp({ route: "/m/trail" });
    await screen.findByRole("heading", { level: 1, name: "Free trial" });
    expect(api.calls("GET /wps/v2/system/status")[0]?.headers.get("Language")).toBe("EN");
  });
});
