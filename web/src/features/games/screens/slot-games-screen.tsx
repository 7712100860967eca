import { CategoryGamesPage } from "../components/category-games-page.tsx";

/** Spec §2: /m/slot-games lists the RNG games. */
export default function SlotGamesScreen() {
  return <CategoryGamesPage gameType="RNG" />;
}
