// Spec §2 "VIP club page" (/m/vip, home header): title, subtitle and
// description; the four-item bar scrolling to its section 80 px below the top
// and following the scroll; the eight-level carousel; the example with the
// spec §9 figures; the notice with its banner; the terms. Every figure comes
// from the one level table.
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { CrownIcon } from "../components/vip-icons.tsx";
import { VipLevelCarousel } from "../components/vip-level-carousel.tsx";
import { VipSectionTabs } from "../components/vip-section-tabs.tsx";
import { useScrollSpy } from "../use-scroll-spy.ts";
import { VIP_BONUS_CLAIM_DAYS, VIP_BONUS_TURNOVER_TIMES, vipExample, vipFigure } from "../vip-copy.ts";
import "../vip.css";

export default function VipScreen() {
  const { LL, locale } = useI18nContext();
  const { active, register, scrollTo } = useScrollSpy();
  const example = vipExample();
  const money = (value: number) => vipFigure(value, locale, { money: true });

  return (
    <div className="vip-page">
      <header className="vip-hero">
        <CrownIcon className="vip-hero__crown" />
        <h1 className="vip-hero__title">{LL.vip.title()}</h1>
        <p className="vip-hero__subtitle">{LL.vip.subtitle()}</p>
        <p className="vip-hero__text">{LL.vip.description()}</p>
      </header>
      <VipSectionTabs active={active} onPick={scrollTo} />

      <section ref={register("levels")} className="vip-section" aria-labelledby="vip-levels">
        <h2 id="vip-levels" className="vip-section__title">
          {LL.vip.levels.heading()}
        </h2>
        <VipLevelCarousel />
      </section>

      <section ref={register("example")} className="vip-section" aria-labelledby="vip-example">
        <h2 id="vip-example" className="vip-section__title">
          {LL.vip.example.heading()}
        </h2>
        <ol className="vip-list">
          <li>{LL.vip.example.upgrade({ turnover: vipFigure(example.upgrade.turnover, locale), level: example.upgrade.level, bonus: money(example.upgrade.bonus) })}</li>
          <li>{LL.vip.example.monthly({ level: example.upgrade.level, bonus: money(example.upgrade.monthlyBonus) })}</li>
          <li>{LL.vip.example.claimWithin({ days: VIP_BONUS_CLAIM_DAYS })}</li>
          <li>{LL.vip.example.turnover({ times: VIP_BONUS_TURNOVER_TIMES })}</li>
          <li>{LL.vip.example.retention({ level: example.retention.level, amount: vipFigure(example.retention.monthly, locale), lower: example.retention.lower })}</li>
        </ol>
      </section>

      <section ref={register("notice")} className="vip-section" aria-labelledby="vip-notice">
        <h2 id="vip-notice" className="vip-section__title">
          {LL.vip.notice.heading()}
        </h2>
        <div className="vip-banner">
          <CrownIcon className="vip-banner__crown" />
          <div>
            <p className="vip-banner__title">{LL.vip.notice.bannerTitle()}</p>
            <p className="vip-banner__text">{LL.vip.notice.bannerText({ level: example.birthday.from, bonus: money(example.birthday.max) })}</p>
          </div>
        </div>
        <ul className="vip-list vip-list--bullets">
          <li>{LL.vip.notice.item1()}</li>
          <li>{LL.vip.notice.item2()}</li>
          <li>{LL.vip.notice.item3()}</li>
        </ul>
      </section>

      <section ref={register("terms")} className="vip-section" aria-labelledby="vip-terms">
        <h2 id="vip-terms" className="vip-section__title">
          {LL.vip.terms.heading()}
        </h2>
        <ol className="vip-list">
          <li>{LL.vip.terms.item1()}</li>
          <li>{LL.vip.terms.item2()}</li>
          <li>{LL.vip.terms.item3()}</li>
          <li>{LL.vip.terms.item4()}</li>
          <li>{LL.vip.terms.item5()}</li>
        </ol>
      </section>
    </div>
  );
}
