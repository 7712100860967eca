// Spec §2, §9 "Carousel": more than one banner loops with 1000 ms slides and
// autoplays every 5000 ms (continuing after a touch) with dots; a single
// banner stands still; none shows nothing.
export const CAROUSEL_SPEED_MS = 1_000;
export const CAROUSEL_AUTOPLAY_MS = 5_000;

export interface CarouselRules {
  loop: boolean;
  autoplayMs: number | null;
  dots: boolean;
}

export function carouselRules(bannerCount: number): CarouselRules {
  const several = bannerCount > 1;
  return { loop: several, autoplayMs: several ? CAROUSEL_AUTOPLAY_MS : null, dots: several };
}
