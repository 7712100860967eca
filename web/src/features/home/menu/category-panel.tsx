import { memo } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { type Game, type MenuCategory, type MenuVendor, VendorCard } from "../../games/index.ts";
import { HotPanel } from "../hot/hot-panel.tsx";

/** A vendor category of the home menu: its vendors, a game-guide link, and for slots the hot slot list (spec §2). */
export const CategoryPanel = memo(function CategoryPanel({
  category,
  guidePath,
  hotSlots,
  onOpenVendor,
  onLaunch,
}: {
  category: MenuCategory;
  guidePath: string | undefined;
  hotSlots: readonly Game[];
  onOpenVendor: (vendor: MenuVendor) => void;
  onLaunch: (game: Game) => void;
}) {
  const { LL } = useI18nContext();
  const name = LL.games.categories[category.key]();
  return (
    <>
      <section className="category-panel" aria-label={LL.games.home.providers({ category: name })}>
        <header className="category-panel__head">
          <h2 className="category-panel__title">{name}</h2>
          {guidePath ? (
            <Link href={guidePath} className="category-panel__guide">
              {LL.games.home.howToPlay()}
            </Link>
          ) : null}
        </header>
        {category.vendors.length === 0 ? (
          <EmptyState text={LL.games.home.noVendors()} />
        ) : (
          <ul className="vendor-grid">
            {category.vendors.map((vendor) => (
              <li key={`${vendor.gameType}-${vendor.vassalage}`}>
                <VendorCard vendor={vendor} onOpen={onOpenVendor} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {category.key === "RNG" ? <HotPanel title={LL.games.home.hotSlots()} games={hotSlots} onLaunch={onLaunch} /> : null}
    </>
  );
});
