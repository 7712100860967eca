import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../../testing/url-gate.payloads.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { GameListHeader } from "./game-list-header.tsx";

const hostile = UNSAFE_URLS.filter((url) => url.trim() !== "");
const noop = () => undefined;

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("game list header (the provider logo passes the URL gate)", () => {
  it(`loads the provider logo from none of ${hostile.length} hostile addresses`, () => {
    for (const url of hostile) {
      const { unmount } = renderWithProviders(
        <GameListHeader title="Slots" vendor={{ vassalage: "PG", displayName: "PG Soft", iconUrl: url }} onBack={noop} onOpenFilter={noop} onOpenSearch={noop} />,
      );
      const src = screen.getByRole("img", { name: "PG Soft" }).getAttribute("src");
      // Nothing, or a path of this origin's own.
      if (src !== null) expect(src.startsWith("/") && !/^[/\\]{2}/.test(src), url).toBe(true);
      unmount();
    }
  });
});
