import { memo, Suspense, useEffect, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { Banner } from "./banner-destination.ts";
import { BannerSlide } from "./banner-slide.tsx";
import { carouselRules } from "./carousel-rules.ts";
import "./banners.css";
import { lazyPart } from "../../../lib/lazy-part.ts";
import { after } from "../../../lib/timing.ts";

const SlidingBanners = lazyPart(() => import("./sliding-banners.tsx"));

/**
 * The slider code waits until the first banner has been shown for this long
 * (or the member touches the carousel): it is needed only for the first
 * slide change, 5 s in, so it stays out of the first paint.
 */
export const SLIDER_LOAD_DELAY_MS = 2_500;

/** Spec §2 "Banner carousel" (group m_home): none shows nothing, one stands still, several slide. */
export const BannerCarousel = memo(function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { LL } = useI18nContext();
  const rules = carouselRules(banners.length);
  const [sliding, setSliding] = useState(false);

  useEffect(() => {
    if (!rules.loop) return;
    return after(SLIDER_LOAD_DELAY_MS, () => setSliding(true));
  }, [rules.loop]);

  const first = banners[0];
  if (!first) return null;
  const still = (
    <>
      <div className="banner-carousel__track">
        <BannerSlide banner={first} first />
      </div>
      {rules.dots ? (
        <div className="banner-carousel__dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={`banner-carousel__dot${index === 0 ? " banner-carousel__dot--current" : ""}`} />
          ))}
        </div>
      ) : null}
    </>
  );

  return (
    <section
      className="banner-carousel"
      aria-label={LL.games.home.banners()}
      aria-roledescription="carousel"
      onPointerDown={rules.loop ? () => setSliding(true) : undefined}
    >
      {sliding ? (
        <Suspense fallback={still}>
          <SlidingBanners banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
});
