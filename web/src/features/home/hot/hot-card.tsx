import { type Game, GameTile } from "../../games/index.ts";

/** A hot game's card: launches on tap; no star (favourites are hidden from the hot list, spec §2). */
export function HotCard({ game, onLaunch }: { game: Game; onLaunch: (game: Game) => void }) {
  return <GameTile game={game} favourite={false} canFavourite={false} showVendor onLaunch={onLaunch} />;
}
