import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { FlameIcon, type Game, GameTiles } from "../../games/index.ts";
import { HotCard } from "./hot-card.tsx";

/** Spec §2: the expanded hot list, titled as the button that opens it ("All hot games"), in the shared sheet over its mask; the mask and the toggle close it. */
export default function HotSheet({ games, onLaunch, onClose }: { games: readonly Game[]; onLaunch: (game: Game) => void; onClose: () => void }) {
  const { LL } = useI18nContext();
  return (
    <Sheet
      title={
        <span className="hot-panel__title">
          <FlameIcon />
          {LL.games.home.moreHot()}
        </span>
      }
      closeLabel={LL.common.close()}
      onClose={onClose}
      maskTestId="hot-mask"
    >
      <GameTiles games={games} renderTile={(game) => <HotCard game={game} onLaunch={onLaunch} />} />
    </Sheet>
  );
}
