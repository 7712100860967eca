// Spec §2 "VIP club page" (/m/vip, home header): title, subtitle and
// description; the four-item bar scrolling to its section 80 px below the top
// and following the scroll; the eight-level carousel; the example with the
// spec §9 figures; the notice with its banner; the terms. Every figure comes
// from the one level table: the merchant's for a member (with the member's
// own progress above the sections), spec §3's for a visitor.
import type { ReactNode, Ref } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { CrownIcon } from "../components/vip-icons.tsx";
import { VipLevelCarousel } from "../components/vip-level-carousel.tsx";
import { VipProgressCard } from "../components/vip-progress-card.tsx";
import { VipSectionTabs } from "../components/vip-section-tabs.tsx";
import { useScrollSpy } from "../use-scroll-spy.ts";
import { formatFigure } from "../../../lib/money.ts";
import { useSession } from "../../../shared/session/index.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useVipTable } from "../use-vip-table.ts";
import { VIP_BONUS_CLAIM_DAYS, VIP_BONUS_TURNOVER_TIMES, vipExample, type VipSection } from "../vip-copy.ts";
import "../vip.css";

/** One of the four sections the bar scrolls to: its heading names it. */
function Section({ name, heading, register, children }: { name: VipSection; heading: string; register: (name: VipSection) => Ref<HTMLElement>; children: ReactNode }) {
  return (
    <section ref={register(name)} className="vip-section" aria-labelledby={`vip-${name}`}>
      <h2 id={`vip-${name}`} className="vip-section__title">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export default function VipScreen() {
  const { LL, locale } = useI18nContext();
  const { active, register, scrollTo } = useScrollSpy();
  const { session } = useSession();
  const table = useVipTable();
  const example = vipExample(table.data);
  const money = (value: number) => formatFigure(value, locale, { money: true });

  return (
    <div className="vip-page">
      <header className="vip-hero">
        <CrownIcon className="vip-hero__crown" />
        <h1 className="vip-hero__title">{LL.vip.title()}</h1>
        <p className="vip-hero__subtitle">{LL.vip.subtitle()}</p>
        <p className="vip-hero__text">{LL.vip.description()}</p>
      </header>
      {session ? <VipProgressCard benefitsLink /> : null}
      <VipSectionTabs active={active} onPick={scrollTo} />

      <Section name="levels" heading={LL.vip.levels.heading()} register={register}>
        <DataState query={table} skeleton={<Skeleton shape="tiles" count={1} />} isEmpty={(levels) => levels.length === 0} empty={<EmptyState text={LL.vip.levels.empty()} />}>
          {(levels) => <VipLevelCarousel levels={levels} />}
        </DataState>
      </Section>

      <Section name="example" heading={LL.vip.example.heading()} register={register}>
        <ol className="vip-list">
          <li>{LL.vip.example.upgrade({ turnover: formatFigure(example.upgrade.turnover, locale), level: example.upgrade.level, bonus: money(example.upgrade.bonus) })}</li>
          <li>{LL.vip.example.monthly({ level: example.upgrade.level, bonus: money(example.upgrade.monthlyBonus) })}</li>
          <li>{LL.vip.example.claimWithin({ days: VIP_BONUS_CLAIM_DAYS })}</li>
          <li>{LL.vip.example.turnover({ times: VIP_BONUS_TURNOVER_TIMES })}</li>
          <li>{LL.vip.example.retention({ level: example.retention.level, amount: formatFigure(example.retention.monthly, locale), lower: example.retention.lower })}</li>
        </ol>
      </Section>

      <Section name="notice" heading={LL.vip.notice.heading()} register={register}>
        <div className="vip-banner">
          <CrownIcon className="vip-banner__crown" />
          <div>
            <p className="vip-banner__title">{LL.vip.notice.bannerTitle()}</p>
            <p className="vip-banner__text">{LL.vip.notice.bannerText({ level: example.birthday.from, bonus: money(example.birthday.max) })}</p>
          </div>
        </div>
        <ul className="vip-list vip-list--bullets">
          {[LL.vip.notice.item1(), LL.vip.notice.item2(), LL.vip.notice.item3()].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section name="terms" heading={LL.vip.terms.heading()} register={register}>
        <ol className="vip-list">
          {[LL.vip.terms.item1(), LL.vip.terms.item2(), LL.vip.terms.item3(), LL.vip.terms.item4(), LL.vip.terms.item5()].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
