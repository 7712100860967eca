import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { GameCategory, GameVendor } from "../game-types.ts";
import { WrenchBadgeIcon } from "./game-icons.tsx";
import { LazyImage } from "./lazy-image.tsx";
import "../games.css";

/** A vendor with the game type it belongs to (the home menu and the category pages group them). */
export interface TypedVendor extends GameVendor {
  gameType: GameCategory;
}

/** A vendor card (home panel, category pages): its logo and name; isNew 1 means maintenance (overlay, taps ignored). */
export function VendorCard({ vendor, onOpen }: { vendor: TypedVendor; onOpen: (vendor: TypedVendor) => void }) {
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
