import { CategoryGamesPage } from "../components/category-games-page.tsx";

/** Spec §2: /m/fishing-games lists the FISH games. */
export default function FishingGamesScreen() {
  return <CategoryGamesPage gameType="FISH" />;
}
