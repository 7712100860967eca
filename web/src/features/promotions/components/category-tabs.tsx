import { useEffect, useRef } from "react";
import type { PromotionCategory } from "../api/get-promotion-categories.ts";

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
    <div ref={list} className="promotion-tabs" role="tablist" aria-label={label}>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          role="tab"
          aria-selected={category.id === selected}
          className="promotion-tabs__tab"
          onClick={() => onSelect(category.id)}
        >
          {category.iconImageUrl ? <img src={category.iconImageUrl} alt="" width={24} height={24} className="promotion-tabs__icon" /> : null}
          {category.title}
        </button>
      ))}
    </div>
  );
}
