import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { CategoryGamesPage } from "../components/category-games-page.tsx";
import { gameListPath } from "../launch/launch-plan.ts";
import "../games.css";

/**
 * /m/slotsCenter (spec §2, titled 'RNG'): the slots (RNG) centre — the
 * providers, the hot slots and the slots, and the full list with its
 * search and class filters one tap away.
 */
export default function SlotsCenterScreen() {
  const { LL } = useI18nContext();
  return (
    <div className="game-centre">
      <div className="game-centre__intro">
        <p>{LL.games.centre.slotsIntro()}</p>
        <Link href={gameListPath("RNG")} className="button button--primary button--small">
          {LL.games.centre.allSlots()}
        </Link>
      </div>
      <CategoryGamesPage gameType="RNG" />
    </div>
  );
}
