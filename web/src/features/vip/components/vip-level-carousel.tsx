// The eight levels of spec §3 as a keen-slider carousel (like home's banners):
// swipe, previous/next and one dot per level. A slide out of view is inert.
import { useKeenSlider } from "keen-slider/react";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { VIP_LEVELS, type VipLevel } from "../vip-levels.ts";
import { vipFigure } from "../vip-copy.ts";
import "keen-slider/keen-slider.min.css";

function LevelSlide({ level }: { level: VipLevel }) {
  const { LL, locale } = useI18nContext();
  const money = (value: number) => (value > 0 ? vipFigure(value, locale, { money: true }) : LL.vip.levels.none());
  const rows: [string, string][] = [
    [LL.vip.levels.cumulativeTurnover(), vipFigure(level.cumulativeTurnover, locale)],
    [LL.vip.levels.upgradeReward(), money(level.upgradeReward)],
    [LL.vip.levels.monthlyCondition(), level.monthlyCondition > 0 ? vipFigure(level.monthlyCondition, locale) : LL.vip.levels.noCondition()],
    [LL.vip.levels.monthlyBonus(), money(level.monthlyBonus)],
    [LL.vip.levels.birthdayBonus(), money(level.birthdayBonus)],
  ];
  return (
    <article className={`vip-card vip-card--${level.level}`}>
      <header className="vip-card__head">
        <span className="vip-card__badge" aria-hidden="true">
          {level.level}
        </span>
        <h3 className="vip-card__name">{level.name}</h3>
      </header>
      <dl className="vip-card__figures">
        {rows.map(([term, value]) => (
          <div key={term} className="vip-card__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export function VipLevelCarousel() {
  const { LL } = useI18nContext();
  const [current, setCurrent] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    slides: { perView: 1.12, spacing: 12, origin: "center" },
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });
  const count = VIP_LEVELS.length;
  return (
    <div className="vip-carousel" role="region" aria-roledescription="carousel" aria-label={LL.vip.levels.carousel({ count })}>
      <div ref={sliderRef} className="keen-slider vip-carousel__track">
        {VIP_LEVELS.map((level, index) => (
          <div
            key={level.level}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={LL.vip.levels.slide({ name: level.name, index: index + 1, count })}
            inert={index !== current}
          >
            <LevelSlide level={level} />
          </div>
        ))}
      </div>
      <div className="vip-carousel__controls">
        <button type="button" className="icon-button vip-carousel__arrow" aria-label={LL.vip.levels.previous()} disabled={current === 0} onClick={() => slider.current?.prev()}>
          ‹
        </button>
        <div className="vip-carousel__dots">
          {VIP_LEVELS.map((level, index) => (
            <button
              key={level.level}
              type="button"
              className={`vip-carousel__dot${index === current ? " vip-carousel__dot--current" : ""}`}
              aria-label={LL.vip.levels.dot({ name: level.name })}
              aria-current={index === current}
              onClick={() => slider.current?.moveToIdx(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="icon-button vip-carousel__arrow"
          aria-label={LL.vip.levels.next()}
          disabled={current === count - 1}
          onClick={() => slider.current?.next()}
        >
          ›
        </button>
      </div>
    </div>
  );
}
