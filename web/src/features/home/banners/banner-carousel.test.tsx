import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { BannerCarousel, SLIDER_LOAD_DELAY_MS } from "./banner-carousel.tsx";
import type { Banner } from "./banner-destination.ts";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS, carouselRules } from "./carousel-rules.ts";

const banner = (id: number): Banner => ({
  id,
  title: `Banner ${id}`,
  url: `/mock-assets/banners/b${id}.svg`,
  sequence: id,
  clickPayload: { action: "ROUTE", target: "/m/vip" },
});

describe("banner carousel rules (spec §2, §9)", () => {
  it("loops, autoplays every 5000 ms and shows dots only with several banners", () => {
    expect(carouselRules(0)).toEqual({ loop: false, autoplayMs: null, dots: false });
    expect(carouselRules(1)).toEqual({ loop: false, autoplayMs: null, dots: false });
    expect(carouselRules(3)).toEqual({ loop: true, autoplayMs: 5000, dots: true });
    expect(CAROUSEL_SPEED_MS).toBe(1000);
  });
});

describe("banner carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows nothing without banners", () => {
    const { container } = renderWithProviders(<BannerCarousel banners={[]} />);
    expect(container.querySelector(".banner-carousel")).toBeNull();
  });

  it("shows a single banner, clickable, without dots, and never slides", async () => {
    renderWithProviders(<BannerCarousel banners={[banner(1)]} />);
    const image = screen.getByRole("img", { name: "Banner 1" });
    expect(image.closest("a")).toHaveAttribute("href", "/m/vip");
    expect(image).toHaveAttribute("width", "750");
    expect(image).toHaveAttribute("height", "300");
    act(() => vi.advanceTimersByTime(SLIDER_LOAD_DELAY_MS + 3 * CAROUSEL_AUTOPLAY_MS));
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Show banner/ })).not.toBeInTheDocument();
  });

  it("slides several banners in a loop with dot pagination, moving on every 5000 ms", async () => {
    renderWithProviders(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} />);
    // First paint: the first banner still, dots drawn.
    expect(screen.getByRole("img", { name: "Banner 1" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLIDER_LOAD_DELAY_MS));
    const dots = await screen.findAllByRole("button", { name: /Show banner/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    expect(screen.getAllByRole("img", { hidden: true })).toHaveLength(3);
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS + CAROUSEL_SPEED_MS));
    await waitFor(() => expect(screen.getByRole("button", { name: "Show banner 2" })).toHaveAttribute("aria-current", "true"));
  });
});
