import { memo } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { gameImage, gameTitle, isUnderMaintenance, VASSALAGE, type Game } from "../game-types.ts";
import { StarIcon, WrenchBadgeIcon } from "./game-icons.tsx";
import { LazyImage } from "./lazy-image.tsx";
import "../games.css";

export interface GameTileProps {
  game: Game;
  favourite: boolean;
  /** Spec §2: the star shows when allowed; vendor tiles never have one. */
  canFavourite: boolean;
  /** Spec §2: the vendor's name shows when allowed (not inside one vendor's list). */
  showVendor: boolean;
  onLaunch: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
  /** A tile of the list's first row: its image is asked for at once and first (LazyImage). */
  priority?: boolean;
}

/** Spec §2 "Game tile": image, star, vendor name, game or node name; a vendor under maintenance ignores taps. */
export const GameTile = memo(function GameTile({ game, favourite, canFavourite, showVendor, onLaunch, onToggleFavourite, priority = false }: GameTileProps) {
  const { LL } = useI18nContext();
  const title = gameTitle(game);
  const maintenance = isUnderMaintenance(game);
  const vendorName = showVendor && game.displayName ? game.displayName : "";
  const starred = canFavourite && game.isGameH5 !== VASSALAGE && onToggleFavourite;
  const isNew = game.isNew === 1 && !maintenance && game.isGameH5 !== VASSALAGE;
  // The name holds every visible word in reading order (WCAG 2.5.3 label in name); spaces between the spans keep the words apart.
  const label = [isNew ? LL.games.tile.newGame() : "", title, vendorName].filter(Boolean).join(", ");

  return (
    <div className={`game-tile${maintenance ? " game-tile--maintenance" : ""}`}>
      <button
        type="button"
        className="game-tile__main"
        aria-label={label}
        aria-disabled={maintenance || undefined}
        onClick={maintenance ? undefined : () => onLaunch(game)}
      >
        <span className="game-tile__art">
          <LazyImage className="game-tile__image" src={gameImage(game)} alt="" width={200} height={200} priority={priority} />
          {isNew ? <span className="game-tile__badge">{LL.games.tile.newGame()}</span> : null}
        </span>{" "}
        <span className="game-tile__name">{title}</span>{" "}
        <span className="game-tile__vendor">{vendorName}</span>
      </button>
      {maintenance ? (
        <span className="game-tile__maintenance">
          <WrenchBadgeIcon />
          {LL.games.tile.maintenance()}
        </span>
      ) : null}
      {starred ? (
        <button
          type="button"
          className={`game-tile__star${favourite ? " game-tile__star--on" : ""}`}
          aria-pressed={favourite}
          aria-label={favourite ? LL.games.tile.removeFavourite({ name: title }) : LL.games.tile.addFavourite({ name: title })}
          onClick={() => onToggleFavourite(game)}
        >
          <StarIcon filled={favourite} />
        </button>
      ) : null}
    </div>
  );
});
