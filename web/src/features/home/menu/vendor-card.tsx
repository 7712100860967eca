import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { WrenchBadgeIcon } from "../../games/components/game-icons.tsx";
import { LazyImage } from "../../games/components/lazy-image.tsx";
import type { MenuVendor } from "./menu-categories.ts";

/** A vendor of the home panel: its logo and name; isNew 1 means maintenance (overlay, taps ignored). */
export function VendorCard({ vendor, onOpen }: { vendor: MenuVendor; onOpen: (vendor: MenuVendor) => void }) {
  const { LL } = useI18nContext();
  const maintenance = vendor.isNew === 1;
  return (
    <div className={`vendor-card${maintenance ? " vendor-card--maintenance" : ""}`}>
      <button
        type="button"
        className="vendor-card__main"
        aria-disabled={maintenance || undefined}
        onClick={maintenance ? undefined : () => onOpen(vendor)}
      >
        <span className="vendor-card__logo">
          {vendor.iconUrl ? <LazyImage src={vendor.iconUrl} alt="" width={240} height={96} className="vendor-card__image" /> : null}
        </span>
        <span className="vendor-card__name">{vendor.displayName}</span>
      </button>
      {maintenance ? (
        <span className="vendor-card__maintenance">
          <WrenchBadgeIcon />
          {LL.games.tile.maintenance()}
        </span>
      ) : null}
    </div>
  );
}
