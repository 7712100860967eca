import { CategoryGamesPage } from "../components/category-games-page.tsx";

/** Spec §2: /m/poker-games lists the PVP games. */
export default function PokerGamesScreen() {
  return <CategoryGamesPage gameType="PVP" />;
}
