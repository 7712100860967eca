import { useEffect, useRef } from "react";
import { checkImage, safeImageSrc } from "../../../lib/url-gate.ts";
import { Tabs } from "../../../ui/tabs.tsx";
import type { PromotionCategory } from "../api/get-promotion-categories.ts";

/** The tab's icon, when the server gives one the URL gate allows. */
function CategoryIcon({ url }: { url: string | null | undefined }) {
  return checkImage(url).ok ? <img src={safeImageSrc(url)} alt="" width={24} height={24} className="promotion-tabs__icon" /> : null;
}

/** Spec §2: the category tab menu; the picked tab scrolls into view. */
export function CategoryTabs({
  label,
  categories,
  selected,
  onSelect,
}: {
  label: string;
  categories: readonly PromotionCategory[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ behavior: "smooth", block: "nearest", inline: "center" });
  }, [selected]);

  return (
    <Tabs
      ref={list}
      label={label}
      tabs={categories.map((category) => ({
        value: category.id,
        label: (
          <>
            <CategoryIcon url={category.iconImageUrl} />
            {category.title}
          </>
        ),
      }))}
      current={selected}
      onSelect={onSelect}
      className="tab-strip promotion-tabs"
      tabClassName="tab-strip__tab"
    />
  );
}
