import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { VIP_SECTIONS, type VipSection } from "../vip-copy.ts";

/** Spec §2: the four-item bar (nav_item1 … nav_item4); the active one follows the scroll. */
export function VipSectionTabs({ active, onPick }: { active: number; onPick: (section: VipSection) => void }) {
  const { LL } = useI18nContext();
  const labels = [LL.vip.nav.item1(), LL.vip.nav.item2(), LL.vip.nav.item3(), LL.vip.nav.item4()];
  return (
    <nav className="vip-tabs" aria-label={LL.vip.nav.label()}>
      {VIP_SECTIONS.map((section, index) => (
        <button
          key={section}
          type="button"
          className={`vip-tabs__item${index === active ? " vip-tabs__item--active" : ""}`}
          aria-current={index === active ? "location" : undefined}
          onClick={() => onPick(section)}
        >
          {labels[index]}
        </button>
      ))}
    </nav>
  );
}
