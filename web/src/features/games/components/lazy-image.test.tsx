import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../../testing/url-gate.payloads.ts";
import { LazyImage } from "./lazy-image.tsx";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Whether an <img> would fetch from somewhere other than this origin's own files. */
function leavesOrigin(img: HTMLImageElement | null): boolean {
  const src = img?.getAttribute("src");
  if (src == null) return false;
  const url = new URL(src, window.location.origin);
  return url.origin !== window.location.origin || !src.startsWith("/");
}

describe("LazyImage (game tiles, vendor cards, lottery icons; sources pass the URL gate)", () => {
  it(`loads none of ${UNSAFE_URLS.length} hostile addresses`, () => {
    for (const url of UNSAFE_URLS) {
      const { container, unmount } = render(<LazyImage src={url} alt="" width={200} height={200} />);
      expect(leavesOrigin(container.querySelector("img")), url).toBe(false);
      unmount();
    }
  });

  it("loads https images and this origin's own files", () => {
    const { container, rerender } = render(<LazyImage src="https://cdn.platform.test/pg.webp" alt="" width={200} height={200} />);
    expect(container.querySelector("img")).toHaveAttribute("src", "https://cdn.platform.test/pg.webp");
    rerender(<LazyImage src="/mock-assets/games/pg-mahjong-ways.svg" alt="" width={200} height={200} />);
    expect(container.querySelector("img")).toHaveAttribute("src", "/mock-assets/games/pg-mahjong-ways.svg");
  });
});

describe("LazyImage priority (a list's first row is its largest paint)", () => {
  /** An IntersectionObserver that never reports: an image waiting for it never gets its source. */
  class SilentObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }

  it("asks for a first-row image at once and first, the others when they come near", () => {
    vi.stubGlobal("IntersectionObserver", SilentObserver);
    try {
      const { container } = render(
        <>
          <LazyImage src="/mock-assets/games/pg-mahjong-ways.svg" alt="" width={200} height={200} priority />
          <LazyImage src="/mock-assets/games/jl-super-ace.svg" alt="" width={200} height={200} />
        </>,
      );
      const [first, later] = Array.from(container.querySelectorAll("img"));
      expect(first).toHaveAttribute("src", "/mock-assets/games/pg-mahjong-ways.svg");
      expect(first).toHaveAttribute("loading", "eager");
      expect(first).toHaveAttribute("fetchpriority", "high");
      expect(later).not.toHaveAttribute("src");
      expect(later).toHaveAttribute("loading", "lazy");
      expect(later).toHaveAttribute("fetchpriority", "auto");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
