// The moving carousel (keen-slider), loaded once the first banner is on
// screen: first paint needs only the still first frame (banner-carousel.tsx).
import type { KeenSliderPlugin } from "keen-slider/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { CarouselDots, useCarousel } from "../../../ui/carousel.tsx";
import type { Banner } from "./banner-destination.ts";
import { BannerSlide } from "./banner-slide.tsx";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from "./carousel-rules.ts";

/** Spec §2: autoplay every 5000 ms that keeps going after a touch (a drag only restarts the wait). */
function autoplay(intervalMs: number): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      timer = setTimeout(() => slider.next(), intervalMs);
    };
    slider.on("created", schedule);
    slider.on("dragStarted", stop);
    slider.on("animationEnded", schedule);
    slider.on("updated", schedule);
    slider.on("destroyed", stop);
  };
}

export default function SlidingBanners({ banners }: { banners: readonly Banner[] }) {
  const { LL } = useI18nContext();
  const { trackRef, slider, current } = useCarousel({ loop: true, defaultAnimation: { duration: CAROUSEL_SPEED_MS } }, [autoplay(CAROUSEL_AUTOPLAY_MS)]);

  return (
    <>
      <div ref={trackRef} className="keen-slider banner-carousel__track">
        {banners.map((banner, index) => (
          // inert, not only aria-hidden: a slide out of view must also drop its link from the tab order (axe aria-hidden-focus).
          <div key={banner.id} className="keen-slider__slide" inert={index !== current}>
            <BannerSlide banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
      <CarouselDots
        labels={banners.map((_, index) => LL.games.home.bannerDot({ index: index + 1 }))}
        current={current}
        onPick={(index) => slider.current?.moveToIdx(index)}
        className="banner-carousel__dots"
        dotClassName="banner-carousel__dot"
        currentClassName="banner-carousel__dot--current"
      />
    </>
  );
}
