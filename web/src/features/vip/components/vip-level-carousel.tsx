// The levels of the table (spec §3's eight for a visitor, the merchant's for a
// member) as a keen-slider carousel (like home's banners): swipe,
// previous/next and one dot per level. A slide out of view is inert.
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useCarousel } from "../../../ui/carousel.tsx";
import { CarouselDots } from "../../../ui/carousel-dots.tsx";
import type { VipLevel } from "../vip-levels.ts";
import { formatFigure } from "../../../lib/money.ts";

function LevelSlide({ level }: { level: VipLevel }) {
  const { LL, locale } = useI18nContext();
  const money = (value: number) => (value > 0 ? formatFigure(value, locale, { money: true }) : LL.vip.levels.none());
  const rows: [string, string][] = [
    [LL.vip.levels.cumulativeTurnover(), formatFigure(level.cumulativeTurnover, locale)],
    [LL.vip.levels.upgradeReward(), money(level.upgradeReward)],
    [LL.vip.levels.monthlyCondition(), level.monthlyCondition > 0 ? formatFigure(level.monthlyCondition, locale) : LL.vip.levels.noCondition()],
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

export function VipLevelCarousel({ levels }: { levels: readonly VipLevel[] }) {
  const { LL } = useI18nContext();
  const { trackRef, slider, current } = useCarousel({ slides: { perView: 1.12, spacing: 12, origin: "center" } });
  const count = levels.length;
  return (
    <div className="vip-carousel" role="region" aria-roledescription="carousel" aria-label={LL.vip.levels.carousel({ count })}>
      <div ref={trackRef} className="keen-slider vip-carousel__track">
        {levels.map((level, index) => (
          <div
            key={level.name}
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
        <CarouselDots
          labels={levels.map((level) => LL.vip.levels.dot({ name: level.name }))}
          current={current}
          onPick={(index) => slider.current?.moveToIdx(index)}
          className="vip-carousel__dots"
          dotClassName="vip-carousel__dot"
          currentClassName="vip-carousel__dot--current"
        />
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
