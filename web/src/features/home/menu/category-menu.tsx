import { memo, useRef } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { type MenuCategory, menuHeightRem, type MenuKey } from "../../games/index.ts";
import { CategoryIcon } from "./category-icons.tsx";

/** Spec §2 "Home": the vertical category menu; a picked category scrolls to the menu's centre. */
export const CategoryMenu = memo(function CategoryMenu({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly MenuCategory[];
  selected: MenuKey;
  onSelect: (key: MenuKey) => void;
}) {
  const { LL } = useI18nContext();
  const menu = useRef<HTMLElement>(null);

  const pick = (key: MenuKey, item: HTMLElement) => {
    const container = menu.current;
    if (container && key !== "PROMO") {
      container.scrollTo?.({ top: item.offsetTop - (container.clientHeight - item.offsetHeight) / 2, behavior: "smooth" });
    }
    onSelect(key);
  };

  return (
    <nav ref={menu} className="category-menu" aria-label={LL.games.home.categories()}>
      <ul className="category-menu__list" style={{ height: `${menuHeightRem(categories.length)}rem` }}>
        {categories.map((category) => (
          <li key={category.key}>
            <button
              type="button"
              className={`category-menu__item${category.key === selected ? " category-menu__item--current" : ""}`}
              aria-current={category.key === selected ? "true" : undefined}
              onClick={(event) => pick(category.key, event.currentTarget)}
            >
              <CategoryIcon category={category.key} className="category-menu__icon" />
              <span className="category-menu__label">{LL.games.categories[category.key]()}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
